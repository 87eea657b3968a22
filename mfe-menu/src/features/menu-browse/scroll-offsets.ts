/** Scroll constants of spec 1 §9, in one place. */
export const SCROLL_THROTTLE_MS = 50;
export const MANUAL_SELECT_DEBOUNCE_MS = 150;
export const HIGHLIGHT_MS = 1500;
export const ITEM_FOCUS_DELAY_MS = 700;
/** Categories render when within 1.5 screen heights below the viewport. */
export const LAZY_SCREENS = 1.5;

/** The sticky bar's height: jumps land just below it (the spec's 144 px category / 120 px item offsets, measured here). */
export function stickyOffset(): number {
  const bar = document.querySelector<HTMLElement>('[data-menu-sticky-bar]');
  return (bar?.getBoundingClientRect().height ?? 0) + 8;
}

/** Scrolls the window so that the element's top sits just below the sticky bar. */
export function scrollToElement(element: Element, extra = 0): void {
  const top = element.getBoundingClientRect().top + window.scrollY - stickyOffset() - extra;
  window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
}

/** A trailing throttle: at most one call per interval, the last one always runs. */
export function throttle(task: () => void, interval: number): { run: () => void; cancel: () => void } {
  let timer: number | null = null;
  let last = 0;
  const fire = () => {
    timer = null;
    last = performance.now();
    task();
  };
  return {
    run: () => {
      if (timer !== null) return;
      const wait = Math.max(0, interval - (performance.now() - last));
      timer = window.setTimeout(fire, wait);
    },
    cancel: () => {
      if (timer !== null) window.clearTimeout(timer);
      timer = null;
    },
  };
}
