import { expectAccessible, PHONE, resetDemoData } from '../support/journey';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * Issue 22 point 5, "Goes well with": store 1001 suggests Cola, Iced Tea, Classic Fries and Onion
 * Rings (DEMO-DATA.md). The menu team's list shows after an add from the menu, in a panel that takes
 * no focus, and inside the cart team's dialog through the host's slot.
 */
const DOWNTOWN = '/owa/r/maple-downtown/1001/ALLDAY';
const SLICE = '/owa/r/slice-queen-west/4521/PIZZA';

async function addByKeyboard(page: Page, name: string): Promise<void> {
  const add = page.getByRole('button', { name: `Add ${name} to cart` });
  // The suite's first page load meets cold servers.
  await expect(add).toBeVisible({ timeout: 20_000 });
  await add.focus();
  await page.keyboard.press('Enter');
}

async function openCartByKeyboard(page: Page, storeName: string): Promise<Locator> {
  await page.getByTestId('header-cart-button').focus();
  await page.keyboard.press('Enter');
  const cart = page.getByRole('dialog', { name: storeName });
  await expect(cart).toBeVisible();
  return cart;
}

/** Presses Tab until the focused control's name starts with `start`. */
async function tabTo(page: Page, start: string, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    if (label.startsWith(start)) return;
  }
  throw new Error(`"${start}…" not reached within ${limit} Tab presses`);
}

const names = (region: Locator) =>
  region.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));

test.beforeEach(async () => {
  await resetDemoData();
});

test.describe('on a desktop, keyboard only', () => {
  test('after an add a panel offers the rest without taking focus; in the cart one press adds Cola', async ({
    page,
  }) => {
    await page.goto(DOWNTOWN);
    await addByKeyboard(page, 'Classic Fries');
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    const panel = page.getByTestId('after-add-suggestions').getByRole('region', { name: 'Goes well with' });
    await expect(panel).toBeVisible();
    await expect
      .poll(() => names(panel))
      .toEqual(['Close suggestions', 'Add Cola, $1.99', 'Add Iced Tea, $2.49', 'Add Onion Rings, $5.49']);
    await expect(panel.locator(':focus')).toHaveCount(0);
    await expectAccessible(page, '[data-testid="after-add-suggestions"]');
    await panel.getByRole('button', { name: 'Close suggestions' }).focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();

    const cart = await openCartByKeyboard(page, 'Maple Downtown');
    const suggestions = cart.getByRole('region', { name: 'Goes well with' });
    await expect
      .poll(() => names(suggestions))
      .toEqual(['Add Cola, $1.99', 'Add Iced Tea, $2.49', 'Add Onion Rings, $5.49']);
    await expectAccessible(page, cart);
    await tabTo(page, 'Add Cola');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');
    await expect(cart.getByRole('list', { name: 'Items in your cart' })).toContainText('Cola');
    await expect(suggestions.getByRole('button', { name: /Cola/ })).toHaveCount(0);
    // The pressed button left the list: focus moved to the suggestion in its place.
    await expect(suggestions.getByRole('button', { name: 'Add Iced Tea, $2.49' })).toBeFocused();
  });

  test('a configurable suggestion opens its item dialog', async ({ page }) => {
    await page.goto(SLICE);
    await addByKeyboard(page, 'Garlic Knots');
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    const cart = await openCartByKeyboard(page, 'Slice Republic Queen West');
    const suggestions = cart.getByRole('region', { name: 'Goes well with' });
    await expect.poll(() => names(suggestions)).toEqual(['Choose Italian Soda, $3.49']);
    await tabTo(page, 'Choose Italian Soda');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Italian Soda' })).toBeVisible();
  });
});

test.describe('on a 412 px phone in Arabic, keyboard only', () => {
  test.use({ ...PHONE });

  test('the cart offers the rest in Arabic and adds Cola in one press', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    await page.goto(DOWNTOWN);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const add = page.getByRole('button', { name: /^أضف Classic Fries/ });
    await expect(add).toBeVisible({ timeout: 20_000 });
    await add.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
    await expect(page.getByTestId('after-add-suggestions')).toBeVisible();

    const cart = await openCartByKeyboard(page, 'Maple Downtown');
    const suggestions = cart.getByRole('region', { name: 'يتناسب جيدًا مع' });
    const withoutPrices = async () => (await names(suggestions)).map((label) => label.replace(/،.*$/, ''));
    await expect.poll(withoutPrices).toEqual(['أضف Cola', 'أضف Iced Tea', 'أضف Onion Rings']);
    await expect.poll(async () => (await cart.boundingBox())?.width).toBe(412);
    await expectAccessible(page, cart);
    await tabTo(page, 'أضف Cola');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');
    await expect(suggestions.getByRole('button', { name: /Cola/ })).toHaveCount(0);
  });
});
