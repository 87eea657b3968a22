import { checkoutWith, choosePayment, confirmAndPay, expectOrderSuccess } from '../support/checkout';
import {
  API_URL,
  apiLogin,
  expectAccessible,
  fixTime,
  JANE,
  logInThroughApi,
  PHONE,
  resetDemoData,
} from '../support/journey';
import { expect, type Page, test } from '../support/test';

/**
 * The order status page (issue 23 points 2–4): followed live from the success dialog, the guest
 * history and a direct link; Cancel while the kitchen has not started it; the stream dropped and back.
 * The API's clock is fixed, so the demo kitchen moves an order only when a journey moves the clock.
 */
const STORE_PAGE = '/owa/r/maple-downtown/1001/ALLDAY';
const CHECKOUT = '/owa/snappy/detail/G1001/1001/checkout';
const STEP_MS = 20_000;

async function moveApiClock(at: Date): Promise<void> {
  const response = await fetch(`${API_URL}/_test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: at.toISOString() }),
  });
  if (!response.ok) throw new Error(`moving the API clock failed: ${response.status}`);
}

/** Jane's paid order placed on the API alone (the journeys about checkout place theirs in the page). */
async function janesPaidOrder(extra: Record<string, unknown> = {}): Promise<string> {
  const { token } = await apiLogin(JANE.phone);
  const headers = { 'content-type': 'application/json', authorization: token };
  const placed = await fetch(`${API_URL}/order`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      storeId: '1001',
      orderType: 'PICKUP',
      subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 2 }] }],
      idempotencyToken: `status-journey-${Date.now()}`,
      ...extra,
    }),
  });
  const { orderId } = (await placed.json()) as { orderId: string };
  const paid = await fetch(`${API_URL}/payment/order`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ orderId, paymentMethodId: 'pm_demo_jane_visa' }),
  });
  if (!paid.ok) throw new Error(`paying failed: ${paid.status}`);
  return orderId;
}

const statusPath = (orderId: string) => `/owa/snappy/detail/G1001/1001/order/${orderId}`;
const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');

test.beforeEach(async () => {
  await resetDemoData();
});

test('pickup paid by card → Track order: live from RECEIVED to READY, the opted-in ready notice', async ({
  page,
  context,
}) => {
  test.slow();
  const start = new Date();
  await fixTime(page, start);
  await context.grantPermissions(['notifications']);
  await checkoutWith(page, { storePage: STORE_PAGE, checkout: CHECKOUT, item: 'Classic Fries' });
  await choosePayment(page, /VISA •••• 4242/i);
  await confirmAndPay(page);
  await expectOrderSuccess(page, /\/owa\/r\/maple-downtown\/1001/);
  await page
    .getByRole('dialog', { name: 'Thank you for your order!' })
    .getByRole('link', { name: 'Track order' })
    .click();

  await expect(page).toHaveURL(/\/owa\/snappy\/detail\/G1001\/1001\/order\/ORD-1001-/);
  await expect(page.getByRole('heading', { level: 1, name: /^Order P/ })).toBeVisible();
  await expect(page.getByText('The store has received your order')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('order-status-connection')).toHaveText('Live');
  await expect(currentStep(page)).toHaveText(/Received/);
  await expect(page.getByText(/^Pick up at /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the map' })).toBeVisible();
  await expect(page.getByText(/1 × Classic Fries/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call the store' })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  // Asked only on the diner's press (the permission is granted in this browser context).
  await page.getByRole('button', { name: 'Notify me when it is ready' }).click();
  await expect(page.getByText('You will be notified when it is ready')).toBeVisible();
  await expectAccessible(page, page.getByRole('main'));

  // Three kitchen steps later the order is READY, without a reload.
  await moveApiClock(new Date(start.getTime() + 3 * STEP_MS));
  await expect(page.getByText('Your order is ready', { exact: true })).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Ready/);
  await expect(page.getByTestId('order-ready-cue')).toHaveText('Your order is ready!');
  await expect(page).toHaveTitle(/^Your order is ready! · /);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  // The notification was shown by the host's service worker, when it is installed.
  const shown = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker?.getRegistration('/owa/');
    return registration ? (await registration.getNotifications()).map((note) => note.title) : null;
  });
  if (shown !== null) expect(shown).toContain('Your order is ready!');
  await expectAccessible(page, page.getByRole('main'));
});

test.describe('on a 412 px phone, in Arabic', () => {
  test.use(PHONE);

  test('a scheduled pickup cancelled by keyboard alone shows CANCELLED and the card refund', async ({
    page,
  }) => {
    const start = new Date();
    await fixTime(page, start);
    const orderId = await janesPaidOrder({
      asap: false,
      scheduledTime: new Date(start.getTime() + 3 * 60 * 60_000).toISOString(),
    });
    await logInThroughApi(page, JANE.phone);
    await page.addInitScript(() => window.localStorage.setItem('lang', 'ar'));
    await page.goto(statusPath(orderId));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('استلم المطعم طلبك')).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page, page.getByRole('main'));

    const cancel = page.getByRole('button', { name: 'إلغاء الطلب' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'هل تريد إلغاء هذا الطلب؟' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, confirm);
    await confirm.getByRole('button', { name: 'نعم، ألغِه' }).focus();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(page.getByText('أُلغي طلبك')).toBeVisible();
    await expect(page.getByTestId('order-refund')).toContainText('إلى بطاقتك');
    await expect(page.getByTestId('order-refund')).not.toContainText('فشل');
    await expect(cancel).toBeHidden();
    await expectAccessible(page, page.getByRole('main'));
  });
});

test('the stream refused, then let through: the page says reconnecting, then live again', async ({
  page,
}) => {
  await fixTime(page, new Date());
  const orderId = await janesPaidOrder();
  await logInThroughApi(page, JANE.phone);
  await page.route('**/events', (route) => route.abort('internetdisconnected'));
  await page.goto(statusPath(orderId));
  const connection = page.getByTestId('order-status-connection');
  await expect(connection).toHaveText('Connection lost, reconnecting…', { timeout: 20_000 });
  // The fallback poll shows the status meanwhile.
  await expect(page.getByText('The store has received your order')).toBeVisible();
  await page.unroute('**/events');
  await expect(connection).toHaveText('Live', { timeout: 20_000 });
});

test("a guest's dine-in order tracked from the guest history", async ({ page }) => {
  test.slow();
  await fixTime(page, new Date());
  await page.goto('/owa/snappy/al/G1001/scan/1003/7');
  await expect(page).toHaveURL(/\/owa\/r\/maple-harbour\/1003\/CAFE\?(.*&)?tid=7/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Add Cappuccino to cart' }).click();
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page
    .getByRole('dialog', { name: 'Maple Harbour Café' })
    .getByRole('button', { name: 'Place order, pay in person' })
    .click();
  const place = page.getByRole('dialog', { name: 'Place your order' });
  await place.getByText("I'm not a robot").click();
  const submit = place.getByRole('button', { name: 'Place order, pay in person' });
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  const success = page.getByRole('dialog', { name: 'Thank you for your order!' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(success).toBeHidden();

  await page.goto('/owa/snappy/detail/G1001/1003/guest_history');
  await page.getByRole('link', { name: /^Track order / }).click();
  await expect(page).toHaveURL(/\/owa\/snappy\/detail\/G1001\/1003\/order\/ORD-1003-/);
  // The guest's token, kept by the cart when the order was placed, opens the stream.
  await expect(page.getByText('The store has received your order')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('order-status-connection')).toHaveText('Live');
  await expect(page.getByText('Table 7')).toBeVisible();
  await expectAccessible(page, page.getByRole('main'));
});
