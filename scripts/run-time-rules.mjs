// The design kit's rules a page inserted at run time by the time it showed: those of emotion's
// run-time sheets (`css`, and `css-at` for the conditional rules kept apart:
// shared/src/design-kit/page-style-cache.ts), not the global sheet's nor the first view's. Read by
// the capture of the first view's rules (scripts/first-view-styles.mjs) and by the guard that the
// capture is current (e2e/tests/request-guards.spec.ts).

/** Runs in the page before it loads (`page.addInitScript`): keeps the rules when the page shows. */
export function keepRunTimeRulesAtShown() {
  const kept = /** @type {Window & { owaRunTimeRules?: string[] }} */ (window);
  new MutationObserver((_records, observer) => {
    if (!document.body || document.body.classList.contains('owa-booting')) return;
    observer.disconnect();
    kept.owaRunTimeRules = [
      ...document.querySelectorAll('style[data-emotion="css"], style[data-emotion="css-at"]'),
    ].flatMap((style) =>
      style instanceof HTMLStyleElement ? [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText) : [],
    );
  }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
}

/**
 * The rules kept in the page, once it has shown.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<string[]>}
 */
export async function runTimeRulesAtShown(page) {
  const rules = await page.waitForFunction(
    () => /** @type {Window & { owaRunTimeRules?: string[] }} */ (window).owaRunTimeRules,
    null,
    { timeout: 60_000 },
  );
  const value = await rules.jsonValue();
  return Array.isArray(value) ? value.map(String) : [];
}
