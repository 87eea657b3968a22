// The cart dialog's figure (issue 8 budget): from the click on the header's Cart button to the first
// painted frame that shows the cart's lines, on the same throttled phone profile as the store page.
// "warm": after the diner's first add, which preloads the dialog's code (as a real visit does);
// "cold": after a reload with a kept cart and no hover, so the dialog's code loads on the click.
import { phoneContext } from './profile.mjs';

const LINE = '[data-testid="cart-dialog"][data-state="open"] [data-testid="cart-line"]';

/**
 * Presses the cart button in the page as a tap does (a pointerdown, then the click) and resolves with
 * ms from the pointerdown until a frame shows a cart line. A click with no pointer before it is one no
 * diner makes: the page takes a pointerdown as intent and starts what waits for it, and without one
 * the cold click waited out the page's quiet window (~5.4 s) instead of loading the dialog's code.
 */
function clickToLines(page) {
  return page.evaluate(
    (selector) =>
      new Promise((resolve) => {
        const check = () => {
          if (document.querySelector(selector))
            requestAnimationFrame(() => resolve(performance.now() - start));
          else requestAnimationFrame(check);
        };
        const button = document.querySelector('[data-testid="header-cart-button"]');
        const start = performance.now();
        button.dispatchEvent(
          new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch', isPrimary: true }),
        );
        button.click();
        requestAnimationFrame(check);
      }),
    LINE,
  );
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url the store page
 * @param {(page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext) => Promise<void>} throttle
 * @param {{ afterClick?: (page: import('@playwright/test').Page) => Promise<unknown> }} [options] reads
 *   something from the page after each measure (scripts/bench/cart-dialog-alone.mjs: the rules inserted)
 */
export async function measureCartDialog(browser, url, throttle, { afterClick } = {}) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await throttle(page, context);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  const add = page.getByRole('button', { name: 'Add Classic Fries to cart' });
  await add.waitFor({ timeout: 120_000 });
  await add.click();
  await page.getByTestId('header-cart-count').filter({ hasText: '1' }).waitFor({ timeout: 120_000 });
  // The add preloads the dialog's code and prices the cart: let both finish, as a diner's pause would.
  // (Not `waitForLoadState('networkidle')`: the page reached it before the add, so it returned at once
  // and the click landed while the dialog's code was still on its way.)
  await page.waitForTimeout(2000);
  const warm = await clickToLines(page);
  const warmRules = await afterClick?.(page);

  await page.reload({ waitUntil: 'load' });
  await page.getByTestId('header-cart-count').filter({ hasText: '1' }).waitFor({ timeout: 120_000 });
  await page.waitForTimeout(2000);
  const cold = await clickToLines(page);
  const coldRules = await afterClick?.(page);
  await context.close();
  return afterClick ? { warm, cold, rules: { warm: warmRules, cold: coldRules } } : { warm, cold };
}
