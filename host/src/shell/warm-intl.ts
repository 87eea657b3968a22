import { nextTask } from './next-task';

/**
 * ICU's locale data loads on the page's first `Intl` call: ~15–40 ms on a fast CPU, whichever call
 * comes first (a probe: docs/performance.md). Without this it came inside the header's first render,
 * react-intl's `createIntl` asking `supportedLocalesOf` of NumberFormat and DateTimeFormat, and made
 * that render one of the load's longest tasks. Called for the page's language, each format in a task
 * of its own: the first call loads ICU's common data, the second its dates' (2–30 ms in the probe).
 */
export async function warmIntl(locale: string): Promise<void> {
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
