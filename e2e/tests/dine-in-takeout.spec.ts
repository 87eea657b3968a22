import { choosePayment } from '../support/checkout';
import { orderContext } from '../support/dine-in';
import { expectAccessible, JANE, logInThroughApi, resetDemoData } from '../support/journey';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * Logged-in dine-in at Maple Downtown (issue 11 point 3, spec 2 §2 and §4 "Table"): Jane types table
 * M3 by hand, marks the order as take-out with the cart's switch, and pays with her saved card like
 * any other order. The switch is reset after the order.
 */
const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';

async function openCart(page: Page, count: string): Promise<Locator> {
  await page.getByRole('button', { name: `Cart, ${count}` }).click();
  const cart = page.getByRole('dialog', { name: 'Maple Downtown' });
  await expect(cart).toBeVisible();
  return cart;
}

test('dine-in at table M3 typed by hand, marked take-out, paid with the saved card', async ({ page }) => {
  test.slow();
  await resetDemoData();
  await logInThroughApi(page, JANE.phone);
  await page.goto(STORE_PAGE);
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  let cart = await openCart(page, '1 item');
  await cart.getByRole('button', { name: 'Dine-in' }).click();
  await expect(cart.getByRole('button', { name: 'Dine-in' })).toHaveAttribute('aria-pressed', 'true');

  // No table yet: the main button opens the scanner, which offers typing the number.
  await cart.getByRole('button', { name: 'Scan your table QR code' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scan the QR code on your table' });
  await expect(scanner).toBeVisible();
  await expectAccessible(page, scanner);
  await scanner.getByRole('button', { name: 'Enter the table number instead' }).click();
  const tableDialog = page.getByRole('dialog', { name: 'Table number' });
  await expect(tableDialog).toBeVisible();
  await expectAccessible(page, tableDialog);
  await tableDialog.getByRole('textbox', { name: 'Your table number' }).fill('m3');
  await tableDialog.getByRole('textbox', { name: 'Your table number' }).press('Enter');
  await expect(tableDialog).toBeHidden();
  await expect.poll(async () => (await orderContext(page))?.tableId).toBe('3');
  expect((await orderContext(page))?.tableDisplayNumber).toBe('M3');

  // The take-out switch (the store allows take-out on dine-in).
  cart = await openCart(page, '1 item');
  await expect(cart.getByText('Table M3')).toBeVisible();
  const takeout = cart.getByRole('checkbox', { name: 'Take out' });
  await expect(takeout).not.toBeChecked();
  await cart.getByText('Take out', { exact: true }).click();
  await expect(takeout).toBeChecked();
  await expectAccessible(page, cart);
  await cart.getByRole('button', { name: 'Checkout' }).click();

  // Checkout: the table is named; paid with the saved Visa like any other order.
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Dine-in details' }).getByText('Table M3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await choosePayment(page, /VISA •••• 4242/i);
  const placed = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/order'),
  );
  await page.getByRole('button', { name: 'Place order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, confirm);
  await confirm.getByRole('button', { name: /^Pay \$/ }).click();
  const body = (await placed).postDataJSON() as { orderType: string; tableNo: unknown; takeout: unknown };
  expect(body).toMatchObject({ orderType: 'DINE_IN', takeout: true });
  expect(String(body.tableNo)).toBe('3');

  const success = page.getByRole('dialog', { name: 'Thank you for your order!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success.getByText(/^Order number /)).toBeVisible();
  await expectAccessible(page, success);
  await success.getByRole('button', { name: 'Close' }).last().click();
  const bonus = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(bonus).toBeVisible();
  await expectAccessible(page, bonus);
  await bonus.getByRole('button', { name: 'OK' }).click();
  await expect(bonus).toBeHidden();

  // The switch is reset after the order (spec 2 §2); the table stays for the next order.
  await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  cart = await openCart(page, '1 item');
  await expect(cart.getByText('Table M3')).toBeVisible();
  await expect(cart.getByRole('checkbox', { name: 'Take out' })).not.toBeChecked();
});
