import { expectAccessible, PHONE } from '../support/journey';
import { expect, type Page, test } from '../support/test';

const DOWNTOWN = '/owa/r/maple-downtown/1001/ALLDAY';
/** The menu team's part of the page: the header's cart button is the cart team's journey. */
const MENU_AREA = '#owa-area-mfe-menu';

async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('owa.menu.visited.1001', '1'));
}

/** The cart as the cart team keeps it in this browser (an empty cart may keep no lines at all). */
async function storedLines(page: Page): Promise<{ code: string; qty: number }[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('owa.cart.v1') ?? '{}').lines ?? []);
}

test.describe('card quantity stepper (spec 1 §4.7)', () => {
  test('fries: Add, + to 2, − to 1, − to 0 and the Add button returns; the cart badge follows', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto(DOWNTOWN);
    const fries = page.getByRole('article', { name: 'Classic Fries' });
    const count = page.getByTestId('header-cart-count');
    await fries.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
    await expect(count).toHaveText('1');

    const plus = fries.getByRole('button', { name: 'Add one Classic Fries' });
    const minus = fries.getByRole('button', { name: 'Remove one Classic Fries' });
    await expect(fries.getByRole('status')).toHaveText('1 in cart');
    await expect(fries.getByRole('button', { name: 'Add Classic Fries to cart' })).toHaveCount(0);
    await plus.click();
    await expect(count).toHaveText('2');
    await expect(fries.getByRole('status')).toHaveText('2 in cart');
    await expect(fries.getByTestId('item-in-cart')).toHaveText('2');
    await expect.poll(() => storedLines(page)).toEqual([expect.objectContaining({ code: 'FRIES', qty: 2 })]);
    await expectAccessible(page, MENU_AREA);

    await minus.click();
    await expect(count).toHaveText('1');
    await expect(fries.getByRole('status')).toHaveText('1 in cart');
    await minus.click();
    await expect(count).toHaveText('0');
    await expect(fries.getByRole('button', { name: 'Add Classic Fries to cart' })).toBeVisible();
    await expect(minus).toHaveCount(0);
    await expect.poll(() => storedLines(page)).toEqual([]);
  });

  test('by keyboard on a phone: the focus stays on the card as Add turns into the stepper and back', async ({
    browser,
  }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await asReturningVisitor(page);
    await page.goto(DOWNTOWN);
    const fries = page.getByRole('article', { name: 'Classic Fries' });
    await fries.getByRole('button', { name: 'Add Classic Fries to cart' }).focus();
    await page.keyboard.press('Enter');
    const plus = fries.getByRole('button', { name: 'Add one Classic Fries' });
    await expect(plus).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('header-cart-count')).toHaveText('2');
    await page.keyboard.press('Shift+Tab');
    await expect(fries.getByRole('button', { name: 'Remove one Classic Fries' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('header-cart-count')).toHaveText('0');
    await expect(fries.getByRole('button', { name: 'Add Classic Fries to cart' })).toBeFocused();
    await expectAccessible(page, MENU_AREA);
    await context.close();
  });

  test('a configured item: + configures another in the dialog, − opens the cart', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto(DOWNTOWN);
    const burger = page.getByRole('article', { name: 'Build Your Burger' });
    await burger.getByRole('button', { name: 'Add Build Your Burger to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Build Your Burger' });
    const beef = dialog.getByRole('radio', { name: /Beef/ });
    await beef.locator('xpath=ancestor::label[1]').click();
    await expect(beef).toBeChecked();
    await dialog.getByTestId('item-dialog-main').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');

    await burger.getByRole('button', { name: 'Add one Build Your Burger' }).click();
    await expect(dialog).toBeVisible();
    await expectAccessible(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');

    await burger.getByRole('button', { name: 'Remove one Build Your Burger' }).click();
    await expect(page.getByRole('dialog', { name: 'Maple Downtown' })).toBeVisible();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  });
});
