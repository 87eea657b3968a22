// How soon a dialog answers the press that opens it, on the throttled phone profile (issues 9 and 18:
// the login and item dialogs open within 150 ms). Two figures per dialog: a click once the page is
// interactive (the shell's `owa:interactive` mark: what waits for the diner has started and warmed
// the dialogs' code), and a diner's first tap as soon as the page shows, cold.

/**
 * @typedef {object} DialogTarget
 * @property {string} button the accessible name of the button that opens the dialog
 * @property {string} open a selector that matches once the dialog is open
 * @property {string} [answered] a selector that matches once the page shows it heard the press
 *   before the dialog can open (the pressed control busy while the dialog's code comes)
 */

/** How long the warmed code may take to arrive once the page is interactive, on slow 4G. */
const WARM_MS = 3000;

/**
 * Once the page is interactive, clicks the button in the page (no pointer: the figure is the
 * dialog's own cost, not what a tap's intent starts) and resolves with the ms from the click to the
 * frame after the dialog is open. A click without a pointer before then is one no diner makes: a
 * tap or a key is the diner's intent, and the page starts what waits for it (`measureFirstTap`).
 * @param {import('@playwright/test').Page} page
 * @param {DialogTarget} target
 * @returns {Promise<number | null>}
 */
export async function measureDialogOpen(page, target) {
  const button = page.getByRole('button', { name: target.button, exact: true });
  try {
    await button.waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => performance.getEntriesByName('owa:interactive').length > 0, null, {
      timeout: 60_000,
    });
  } catch {
    return null;
  }
  await page.waitForTimeout(WARM_MS);
  return page.evaluate(
    ({ name, open }) =>
      new Promise((resolve) => {
        const found = [...document.querySelectorAll('button')].find(
          (candidate) =>
            candidate.getAttribute('aria-label') === name || candidate.textContent?.trim() === name,
        );
        if (!found) return resolve(null);
        const start = performance.now();
        found.click();
        const check = () => {
          if (document.querySelector(open)) requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        };
        check();
      }),
    { name: target.button, open: target.open },
  );
}

/**
 * The first tap a diner makes on the button as soon as the page shows, cold: a real pointer (so the
 * tap is the diner's intent and starts what waits for it), measured in the page from the pointerdown
 * to the frame after the dialog is open (`open`), and to the frame after the page first answered
 * the press (`answered`: the target's `answered` state, or the dialog itself). Nothing is warmed
 * before it.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {(page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext) => Promise<void>} throttle
 * @param {(browser: import('@playwright/test').Browser) => Promise<import('@playwright/test').BrowserContext>} newContext
 * @param {DialogTarget} target
 * @returns {Promise<{ open: number | null, answered: number | null }>}
 */
export async function measureFirstTap(browser, url, throttle, newContext, target) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await throttle(page, context);
    await page.addInitScript(
      ({ open, answered }) => {
        const times = { down: 0, answered: 0, painted: 0 };
        Object.defineProperty(window, '__owaFirstTap', { value: times });
        addEventListener('pointerdown', () => (times.down ||= performance.now()), true);
        const heard = answered ? `${answered}, ${open}` : open;
        new MutationObserver(() => {
          if (times.down && !times.answered && document.querySelector(heard))
            requestAnimationFrame(() => (times.answered ||= performance.now()));
          if (times.painted || !document.querySelector(open)) return;
          requestAnimationFrame(() => (times.painted ||= performance.now()));
        }).observe(document, { subtree: true, childList: true, attributes: true });
      },
      { open: target.open, answered: target.answered ?? null },
    );
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForSelector('body:not(.owa-booting)', { timeout: 120_000 });
    await page.getByRole('button', { name: target.button, exact: true }).tap({ timeout: 60_000 });
    await page.waitForFunction(() => window.__owaFirstTap.painted > 0, null, { timeout: 60_000 });
    return await page.evaluate(() => {
      const { down, answered, painted } = window.__owaFirstTap;
      // The dialog counts as an answer, and its frame's callback is asked for no sooner than the
      // answer's: `answered` is set here; were it not, it is not measured rather than negative.
      return { open: painted - down, answered: answered ? answered - down : null };
    });
  } catch {
    return { open: null, answered: null };
  } finally {
    await context.close();
  }
}
