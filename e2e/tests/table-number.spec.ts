import { orderContext, scanTable } from '../support/dine-in';
import { expectAccessible, JANE, logInThroughApi, PHONE, resetDemoData } from '../support/journey';
import { expect, type Page, test } from '../support/test';

/**
 * Table entry at Maple Downtown (store 1001: P1–P4 are tables 101–104, M1–M10 tables 1–10), the
 * 150-minute expiry and the guest take-out table 989898.
 */
const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

async function dineInCartWithFries(page: Page) {
  await page.goto(STORE_PAGE);
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Maple Downtown' });
  await cart.getByRole('button', { name: 'Dine-in' }).click();
  await expect(cart.getByRole('button', { name: 'Dine-in' })).toHaveAttribute('aria-pressed', 'true');
  return cart;
}

test('a table number typed by hand: empty, unknown, then p2 matched case-insensitively', async ({ page }) => {
  await resetDemoData();
  await logInThroughApi(page, JANE.phone);
  const cart = await dineInCartWithFries(page);
  // Dine-in without a table: the main button opens the scanner, which offers typing the number.
  await cart.getByRole('button', { name: 'Scan your table QR code' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan the QR code on your table' });
  await expect(scanner).toBeVisible();
  await scanner.getByRole('button', { name: 'Enter the table number instead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Table number' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, dialog);
  await dialog.getByRole('button', { name: 'Set table' }).click();
  await expect(dialog.getByText('Must enter a table number')).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Your table number' });
  await field.fill('P9');
  await field.press('Enter');
  await expect(dialog.getByText('Invalid Table Number')).toBeVisible();
  await expectAccessible(page, dialog);
  await field.fill(' p2 ');
  await field.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await orderContext(page))?.tableId).toBe('102');
  expect((await orderContext(page))?.tableDisplayNumber).toBe('P2');
  // The cart now goes to checkout with the table, like any logged-in order.
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await expect(page.getByRole('dialog', { name: 'Maple Downtown' }).getByText('Table P2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
});

test('a table chosen 150 minutes ago is cleared with "Please re-select your table"', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-20T18:00:00-05:00') });
  await page.goto(STORE_PAGE);
  await scanTable(page, '1001', '3');
  await expect.poll(async () => (await orderContext(page))?.tableId).toBe('3');
  await page.clock.runFor('02:29:00');
  expect((await orderContext(page))?.tableId).toBe('3');
  await page.clock.fastForward('00:01:30');
  await expect(page.getByText('Please re-select your table')).toBeVisible();
  await expect.poll(async () => (await orderContext(page))?.tableId).toBeNull();
  await expectAccessible(page);
});

test('the guest take-out table 989898 is titled "takeout"', async ({ page }) => {
  await page.goto('/owa/r/maple-harbour/1003/CAFE');
  await scanTable(page, '1003', '989898');
  await expect.poll(async () => (await orderContext(page))?.tableDisplayNumber).toBe('takeout');
  await page.getByRole('button', { name: 'Add Cappuccino to cart' }).click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Maple Harbour Café' });
  await expect(cart.getByTestId('dine-in-table')).toHaveText('takeout');
  await expectAccessible(page, cart);
});

test.describe('on a phone, in Arabic, by keyboard alone', () => {
  test.use({ ...PHONE });
  test('the table dialog is right-to-left, reached and answered with the keyboard', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    await page.goto('/owa/r/maple-harbour/1003/CAFE');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await scanTable(page, '1003', '989898');
    await expect.poll(async () => (await orderContext(page))?.tableDisplayNumber).toBe('takeout');
    await page.evaluate(() => {
      const bus = (globalThis as unknown as Record<symbol, { emit: (n: string, p: unknown) => void }>)[
        Symbol.for('owa.event-bus.v1')
      ];
      bus?.emit('cart:open', {});
    });
    const cart = page.getByRole('dialog', { name: 'Maple Harbour Café' });
    await expect(cart).toBeVisible();
    await cart.getByRole('button', { name: 'تغيير الطاولة' }).focus();
    await page.keyboard.press('Enter');
    const scanner = page.getByRole('dialog', { name: 'امسح رمز QR الموجود على طاولتك' });
    await expect(scanner).toBeVisible();
    await scanner.getByRole('button', { name: 'أدخل رقم الطاولة بدلًا من ذلك' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'رقم الطاولة' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'رقم طاولتك' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('يجب إدخال رقم الطاولة')).toBeVisible();
    await page.keyboard.type('12');
    await expectAccessible(page, dialog);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await orderContext(page))?.tableId).toBe('12');
  });
});
