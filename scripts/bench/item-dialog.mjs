// The item dialog's figure (issue 18): a card's Add opens the item's dialog within 150 ms on the
// throttled profile. Build Your Burger has options, so its Add opens the dialog (DEMO-DATA).
import { measureDialogOpen, measureFirstTap } from './dialog-open.mjs';

export const ITEM_DIALOG = {
  button: 'Add Build Your Burger to cart',
  open: '[data-testid="item-dialog"][data-state="open"]',
  // The dialog's frame, drawn at once while the dialog's code comes (OpeningFrame).
  answered: '[data-testid="item-dialog-opening"]',
};

/**
 * A cold load of the store page; once the card is there and the page has settled, its Add.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {(page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext) => Promise<unknown>} throttle
 * @param {(browser: import('@playwright/test').Browser) => Promise<import('@playwright/test').BrowserContext>} newContext
 */
export async function measureItemDialogOpen(browser, url, throttle, newContext) {
  const context = await newContext(browser);
  try {
    const page = await context.newPage();
    await throttle(page, context);
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    return await measureDialogOpen(page, ITEM_DIALOG);
  } catch {
    return null;
  } finally {
    await context.close();
  }
}

/**
 * A diner's first tap on the card's Add as soon as the page shows, cold: `open` when its dialog is
 * open with the item's choices, `answered` when the dialog's frame shows (or the dialog itself).
 */
export function measureItemFirstTap(browser, url, throttle, newContext) {
  return measureFirstTap(browser, url, throttle, newContext, ITEM_DIALOG);
}
