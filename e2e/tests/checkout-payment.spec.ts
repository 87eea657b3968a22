import { expect, type Page, test } from '@playwright/test';
import { API_URL, expectAccessible, JANE, logInThroughApi, resetDemoData } from '../support/journey';

/**
 * Checkout and payment journeys (issue 8 points 5–7): a logged-in Jane (saved Visa 4242, $20.00
 * wallet) orders Classic Fries for pickup at Maple Downtown and pays each way the API offers.
 */
const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';
const CHECKOUT = '/owa/snappy/detail/G1001/1001/checkout';

async function janeToken(): Promise<string> {
  await fetch(`${API_URL}/customer/login/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ telephone: JANE.phone }),
  });
  const response = await fetch(`${API_URL}/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ telephone: JANE.phone, code: '246810' }),
  });
  return response.headers.get('authorization') ?? '';
}

/** Jane's orders as the API keeps them (newest first). */
async function janeOrders(): Promise<{ totalSize: number; currentPage: { orderId: string; paymentStatus?: string }[] }> {
  const response = await fetch(`${API_URL}/order/history?size=50`, { headers: { authorization: await janeToken() } });
  return (await response.json()) as { totalSize: number; currentPage: { orderId: string; paymentStatus?: string }[] };
}

async function paymentOf(orderId: string): Promise<{ status: string }> {
  const response = await fetch(`${API_URL}/payment/${orderId}`, { headers: { authorization: await janeToken() } });
  return (await response.json()) as { status: string };
}

async function checkoutWithFries(page: Page, count = 1): Promise<void> {
  await logInThroughApi(page, JANE.phone);
  await page.goto(STORE_PAGE);
  for (let added = 0; added < count; added += 1)
    await page.getByRole('button', { name: 'Add Classic Fries to cart' }).click();
  await page.goto(CHECKOUT);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
}

async function placeAndPay(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, confirm);
  await confirm.getByRole('button', { name: /^Pay \$/ }).click();
}

async function expectSuccess(page: Page): Promise<void> {
  const success = page.getByRole('dialog', { name: 'Thank you for your order!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success.getByText(/^Order number P/)).toBeVisible();
  await expect(page).toHaveURL(/\/owa\/r\/maple-downtown\/1001/);
  await expectAccessible(page, success);
}

test.beforeEach(async () => {
  await resetDemoData();
});

test('pickup paid with the saved card: one order, success dialog, cart cleared', async ({ page }) => {
  const before = (await janeOrders()).totalSize;
  await checkoutWithFries(page);
  await expectAccessible(page);
  await page.getByRole('radio', { name: /Visa •••• 4242/ }).check();
  await placeAndPay(page);
  await expectSuccess(page);
  const orders = await janeOrders();
  expect(orders.totalSize).toBe(before + 1);
  expect((await paymentOf(orders.currentPage[0]?.orderId ?? '')).status).toBe('succeeded');
  await page.getByRole('dialog', { name: 'Thank you for your order!' }).getByRole('button', { name: 'Close' }).last().click();
  await expect(page).not.toHaveURL(/orderId=/);
});
