/**
 * How long the page must stay quiet (no long task, no request finishing) to count as interactive:
 * the window of Time to Interactive's definition, which Lighthouse uses too.
 */
export const QUIET_WINDOW_MS = 5_000;

/**
 * The longest wait: a page that never goes quiet (a busy phone, a stream of pictures) still gets its
 * services. Twice the window and a little more, so a normal load always ends by its quiet window.
 */
export const LONGEST_WAIT_MS = 12_000;

/** The shell's own sign that the page needs what waits (a route that opens a dialog by itself). */
const PAGE_NEEDS_EVENT = 'owa:page-needs-services';

/** The diner's signs of intent: a press, a key, a pointer over the page, focus moving in it. */
const INTENT_EVENTS = [
  'pointerdown',
  'keydown',
  'mouseover',
  'focusin',
  'touchstart',
  PAGE_NEEDS_EVENT,
] as const;

/**
 * Pages that asked before the wait began: the route may mount (and its login be dropped) before the
 * page is shown, and so before anyone listens. Kept once, for the next wait.
 */
const askedEarly = new WeakSet<Window>();

/**
 * The page itself asks for what waits for "interactive": a route that opens the login dialog on
 * arrival counts as the diner's intent, or the dialog would wait for a quiet window.
 */
export function pageNeedsServices(target: Window = window): void {
  askedEarly.add(target);
  target.dispatchEvent(new Event(PAGE_NEEDS_EVENT));
}

/** How the wait for "interactive" ended: a sign of the diner's intent, or a quiet window. */
export type InteractiveBy = 'intent' | 'quiet';

/**
 * Resolves at the diner's first sign of intent, or once the page has been quiet for a whole window.
 * What a diner has not asked for (dialogs' code, background services, the service worker) waits for
 * this instead of the first idle moment, which on a phone still falls inside the load.
 */
export function afterInteractive(target: Window = window): Promise<InteractiveBy> {
  if (askedEarly.delete(target)) return Promise.resolve('intent');
  return quietOrAsked(target, QUIET_WINDOW_MS, INTENT_EVENTS, LONGEST_WAIT_MS).then((by) => {
    askedEarly.delete(target);
    return by;
  });
}

/**
 * Resolves once the page has been quiet for `quietMs` (no long task, no request finishing), whatever
 * the diner does meanwhile, or after `longestMs`: for work that must not run beside what a tap asked
 * for (the design kit's overlays after the first dialog has opened).
 */
export async function afterQuiet(
  quietMs: number,
  target: Window = window,
  longestMs = LONGEST_WAIT_MS,
): Promise<void> {
  await quietOrAsked(target, quietMs, [], longestMs);
}

/** The first of: one of `events`, a quiet window of `quietMs`, or the longest wait. */
function quietOrAsked(
  target: Window,
  quietMs: number,
  events: readonly string[],
  longestMs: number,
): Promise<InteractiveBy> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const ceiling = setTimeout(() => finish('quiet'), longestMs);
    const finish = (by: InteractiveBy) => {
      clearTimeout(timer);
      clearTimeout(ceiling);
      observer?.disconnect();
      for (const type of events) target.removeEventListener(type, onIntent, true);
      resolve(by);
    };
    const onIntent = () => finish('intent');
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish('quiet'), quietMs);
    };
    for (const type of events) target.addEventListener(type, onIntent, { capture: true, passive: true });
    if (typeof PerformanceObserver !== 'undefined') {
      observer = new PerformanceObserver(restart);
      for (const type of ['longtask', 'resource']) {
        try {
          observer.observe({ type, buffered: false });
        } catch {
          // An entry type the browser does not know: the window then counts from now only.
        }
      }
    }
    restart();
  });
}
