import { expect, type Locator, type Page } from '@playwright/test';
import { API_URL, apiLogin, expectAccessible, JANE, logInThroughApi } from './journey';

/** What the API keeps of Jane's orders and their payments, for journeys that check what was charged. */
export interface JaneOrders {
  readonly totalSize: number;
  readonly currentPage: readonly { readonly orderId: string; readonly paymentStatus?: string }[];
}

async function asJane(path: string): Promise<unknown> {
  const { token } = await apiLogin(JANE.phone);
  return (await fetch(`${API_URL}${path}`, { headers: { authorization: token } })).json();
}

/** Jane's orders, newest first. */
export async function janeOrders(): Promise<JaneOrders> {
  return (await asJane('/order/history?size=50')) as JaneOrders;
}

/** The payment of one of Jane's orders (`GET /payment/{orderId}`). */
export async function paymentOf(
  orderId: string,
): Promise<{ status: string; paymentType?: string; amount?: number }> {
  return (await asJane(`/payment/${orderId}`)) as { status: string; paymentType?: string; amount?: number };
}

/**
 * Jane, logged in, adds `count` of an item from the store page and opens the checkout with her
 * contact filled in. Once in the cart, the card's Add is its − qty + stepper (spec 1 §4.7).
 */
export async function checkoutWith(
  page: Page,
  {
    storePage,
    checkout,
    item,
    count = 1,
  }: { storePage: string; checkout: string; item: string; count?: number },
): Promise<void> {
  await logInThroughApi(page, JANE.phone);
  await page.goto(storePage);
  for (let added = 1; added <= count; added += 1) {
    await page.getByRole('button', { name: added === 1 ? `Add ${item} to cart` : `Add one ${item}` }).click();
    // The cart keeps the line (and this browser's storage) before the diner moves on.
    await expect(
      page.getByRole('button', { name: added === 1 ? 'Cart, 1 item' : `Cart, ${added} items` }),
    ).toBeVisible();
  }
  await page.goto(checkout);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
}

/** Picks a payment radio as a diner does: by its label (the radio input itself is visually hidden). */
export async function choosePayment(scope: Page | Locator, name: string | RegExp): Promise<void> {
  const radio = scope.getByRole('radio', { name });
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
}

/** Place order → the confirm dialog (axe-checked) → Pay. */
export async function confirmAndPay(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, confirm);
  await confirm.getByRole('button', { name: /^Pay \$/ }).click();
}

/** The success dialog with the order number, back on the store's pages. */
export async function expectOrderSuccess(page: Page, storeAddress: RegExp): Promise<void> {
  const success = page.getByRole('dialog', { name: 'Thank you for your order!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await expect(success.getByText(/^Order number P/)).toBeVisible();
  await expect(page).toHaveURL(storeAddress);
  await expectAccessible(page, success);
}
