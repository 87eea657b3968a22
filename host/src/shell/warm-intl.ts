import { nextTask } from './next-task';

/**
 * The `Intl` calls that load ICU's data: its number formats (the first costs 30–95 ms at 1x on
 * this project's machines, whichever call asks), its dates' and its plural rules'. react-intl's
 * `createIntl` asks `supportedLocalesOf` of the first two, so without a warm-up the header's first
 * render paid them. Text, not functions: it is the worker's script.
 */
const ICU_CALLS = `(locale) => [
  () => Intl.NumberFormat.supportedLocalesOf(locale),
  () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1),
  () => Intl.DateTimeFormat.supportedLocalesOf(locale),
  () => new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric' }).format(0),
  () => new Intl.PluralRules(locale).select(1),
]`;

const workerSource = (locale: string) =>
  `for (const call of (${ICU_CALLS})(${JSON.stringify(locale)})) { try { call(); } catch {} }
postMessage('warm');`;

/** Where no worker can be had: the first number format and the first date format, a task each. */
async function warmHere(locale: string): Promise<void> {
  const calls = [
    () => Intl.NumberFormat.supportedLocalesOf(locale),
    () => Intl.DateTimeFormat.supportedLocalesOf(locale),
  ];
  for (const call of calls) {
    try {
      call();
    } catch {
      // A tag ICU refuses is react-intl's to report, where it is used.
    }
    await nextTask();
  }
}

export type WorkerFactory = (url: string) => Worker;

const browserWorker: WorkerFactory | null =
  typeof Worker === 'undefined' || typeof URL.createObjectURL !== 'function'
    ? null
    : (url) => new Worker(url);

/**
 * Loads ICU's data before the first render needs it, on a worker. ICU's data and caches belong to
 * the process, not to a thread: after a worker's calls, the page's first number format takes under
 * a millisecond (a probe in Chromium: 30–95 ms on the page's thread alone, 0.1–0.8 ms after a
 * worker's; docs/performance.md), so one of the load's longest tasks runs on the phone's other core. The
 * locale's own data (1–7 ms) comes with its first use. Settles when ICU is warm; where a worker is
 * refused (none in this browser, a policy, an error), the calls run here, each in a task.
 */
export function warmIntl(locale: string, createWorker: WorkerFactory | null = browserWorker): Promise<void> {
  if (!createWorker) return warmHere(locale);
  const url = URL.createObjectURL(new Blob([workerSource(locale)], { type: 'text/javascript' }));
  return new Promise<void>((resolve) => {
    let worker: Worker | null = null;
    const finish = (warmed: boolean) => {
      worker?.terminate();
      URL.revokeObjectURL(url);
      if (warmed) resolve();
      else void warmHere(locale).then(resolve);
    };
    try {
      worker = createWorker(url);
    } catch {
      finish(false);
      return;
    }
    worker.onmessage = () => finish(true);
    worker.onerror = () => finish(false);
  });
}

let pageWarm: Promise<void> | undefined;

/** The page's one warm-up: the shell starts it as its scripts arrive and awaits it before a render. */
export const warmPageIntl = (locale: string): Promise<void> => {
  pageWarm ??= warmIntl(locale);
  return pageWarm;
};
