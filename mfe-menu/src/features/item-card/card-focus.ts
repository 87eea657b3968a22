// A press of Add, − or + can swap the card's controls (Add ⇄ stepper): the pressed button leaves
// the page and the keyboard focus with it. The card that was pressed takes the focus back on the
// control that replaces it, so a keyboard user keeps their place.

const KEEP_MS = 5000;
let pending: { readonly itemCode: string; readonly at: number } | null = null;
let stopWatching: (() => void) | null = null;

/**
 * The diner's next tap or key anywhere means they have moved on (the cart, a dialog): the swap
 * that lands after it must not pull the focus back to the card. On a slow phone the swap can come
 * after the cart dialog has opened, and focus taken out of a modal dialog closes it.
 */
function forgetOnNextPress(): void {
  stopWatching?.();
  const forget = () => {
    pending = null;
    stop();
  };
  const stop = () => {
    document.removeEventListener('pointerdown', forget, true);
    document.removeEventListener('keydown', forget, true);
    stopWatching = null;
  };
  document.addEventListener('pointerdown', forget, true);
  document.addEventListener('keydown', forget, true);
  stopWatching = stop;
}

/** Called in the press's click, after its own pointerdown or keydown. */
export function rememberCardFocus(itemCode: string): void {
  pending = { itemCode, at: Date.now() };
  forgetOnNextPress();
}

/** True once, for the card pressed last, when the focus was lost meanwhile (then the caller focuses). */
export function takeCardFocus(itemCode: string): boolean {
  if (!pending || pending.itemCode !== itemCode || Date.now() - pending.at > KEEP_MS) return false;
  const active = document.activeElement;
  if (active && active !== document.body) return false;
  pending = null;
  stopWatching?.();
  return true;
}

/** A ref callback for the control that should take the focus back. */
export function focusIfPressed(itemCode: string) {
  return (element: HTMLElement | null) => {
    if (element && takeCardFocus(itemCode)) element.focus();
  };
}
