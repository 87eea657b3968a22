/**
 * ICU's locale data loads on the page's first `Intl` call: ~15–40 ms on a fast CPU, whichever call
 * comes first (a probe: docs/performance.md). Without this it came inside the header's first render,
 * react-intl's `createIntl` asking `supportedLocalesOf` of NumberFormat and DateTimeFormat, and made
 * that render one of the load's longest tasks. Called in a task of its own, for the page's language.
 */
export function warmIntl(locale: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {
    // A tag ICU refuses is react-intl's to report, where it is used.
  }
}
