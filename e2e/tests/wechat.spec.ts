import {
  checkoutWith,
  choosePayment,
  confirmAndPay,
  expectOrderSuccess,
  janeOrders,
  paymentOf,
} from '../support/checkout';
import { API_URL, apiLogin, expectAccessible, JANE, PHONE, resetDemoData } from '../support/journey';
import { expect, type Page, test } from '../support/test';

/**
 * WeChat end to end (spec 2 §4 "2. WeChat: redirect to the returned redirectUrl"; issue 8 point 6):
 * Slice Republic Queen West (4521) is the one demo store whose paymentSettings list WECHAT. The
 * API's simulated WeChat page answers Complete or Fail and sends the browser to the site's
 * `success_handler` route, which looks the payment up before it shows anything.
 */
const STORE_PAGE = '/owa/r/slice-queen-west/4521/PIZZA';
const CHECKOUT = '/owa/snappy/detail/G4520/4521/checkout';

/** Jane's newest order and what its payment says. */
async function latestOrder(): Promise<{
  orderId: string;
  total?: number;
  status: string;
  paymentType?: string;
}> {
  const orderId = (await janeOrders()).currentPage[0]?.orderId ?? '';
  const payment = await paymentOf(orderId);
  return { orderId, total: payment.amount, status: payment.status, paymentType: payment.paymentType };
}

const orderCount = async () => (await janeOrders()).totalSize;

const checkoutWithKnots = (page: Page, count = 1) =>
  checkoutWith(page, { storePage: STORE_PAGE, checkout: CHECKOUT, item: 'Garlic Knots', count });

/** Place order → the confirm dialog → Pay: the browser leaves for the simulated WeChat page. */
async function payToWechatPage(page: Page): Promise<void> {
  await confirmAndPay(page);
  await expect(page).toHaveURL(/\/payment\/wechat\//, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'WeChat Pay (simulated)' })).toBeVisible();
}

const expectSuccess = (page: Page) => expectOrderSuccess(page, /\/owa\/r\/slice-queen-west\/4521/);

test.beforeEach(async () => {
  await resetDemoData();
});

test('WeChat chosen at checkout: the WeChat page, Complete, back on success_handler, the order paid', async ({
  page,
}) => {
  const before = await orderCount();
  await checkoutWithKnots(page);
  await choosePayment(page, 'WeChat Pay');
  await payToWechatPage(page);
  // The amount the page asks for is the order's: $6.49 + 13% tax.
  await expect(page.getByText('Pay $7.33 with WeChat.', { exact: false })).toBeVisible();
  const back = page.waitForURL(/\/owa\/snappy\/detail\/G4520\/4521\/success_handler\?orderId=/);
  await page.getByRole('button', { name: 'Complete' }).click();
  await back;
  await expectSuccess(page);
  expect(await orderCount()).toBe(before + 1);
  expect(await latestOrder()).toMatchObject({ status: 'succeeded', paymentType: 'WECHAT', total: 7.33 });
  await page
    .getByRole('dialog', { name: 'Thank you for your order!' })
    .getByRole('button', { name: 'Close' })
    .last()
    .click();
  await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
});

test('WeChat Fail: a clear message, the cart kept, and the diner pays again (one order)', async ({
  page,
}) => {
  const before = await orderCount();
  await checkoutWithKnots(page);
  await choosePayment(page, 'WeChat Pay');
  await payToWechatPage(page);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/success_handler\?orderId=/);
  const error = page.getByRole('alertdialog', { name: 'Payment Unsuccessful' });
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(error.getByText('The WeChat payment was cancelled')).toBeVisible();
  // No card was held, so no word of a charge on a statement.
  await expect(error.getByText(/temporarily appear on your statement/)).toHaveCount(0);
  await expectAccessible(page, error);
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(error).toBeHidden();
  await expect(page.getByText('The payment was not completed.')).toBeVisible();
  expect((await latestOrder()).status).toBe('CHARGE_FAILED');
  // Nothing was cleared: the cart still holds the knots and the checkout takes another payment.
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await choosePayment(page, 'WeChat Pay');
  await payToWechatPage(page);
  await page.getByRole('button', { name: 'Complete' }).click();
  await expectSuccess(page);
  // The same order (its idempotency token), paid by the second attempt.
  expect(await orderCount()).toBe(before + 1);
  expect((await latestOrder()).status).toBe('succeeded');
});

test('wallet short of the bill with WeChat as the second method: the wallet and WeChat share it', async ({
  page,
}) => {
  // Four knots: $25.96 + 13% tax = $29.33, more than Jane's $20.00 wallet.
  await checkoutWithKnots(page, 4);
  await choosePayment(page, 'Store wallet ($20.00)');
  await expect(
    page.getByText(/Your wallet pays \$20\.00; choose how to pay the remaining \$9\.33/),
  ).toBeVisible();
  await choosePayment(page.getByRole('radiogroup', { name: 'Second payment method' }), 'WeChat Pay');
  await payToWechatPage(page);
  // WeChat is asked for the rest only.
  await expect(page.getByText('Pay $9.33 with WeChat.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expectSuccess(page);
  expect((await latestOrder()).status).toBe('succeeded');
  const account = await fetch(`${API_URL}/customer/account`, {
    headers: { authorization: (await apiLogin(JANE.phone)).token, storeId: '4521' },
  });
  expect(
    ((await account.json()) as { membership: { balanceInCents: number } }).membership.balanceInCents,
  ).toBe(0);
});

test.describe('on a 412 px phone', () => {
  test.use(PHONE);

  test('WeChat Fail by touch, then back to checkout by keyboard alone', async ({ page }) => {
    await checkoutWithKnots(page);
    await choosePayment(page, 'WeChat Pay');
    await payToWechatPage(page);
    await page.getByRole('button', { name: 'Fail' }).tap();
    const error = page.getByRole('alertdialog', { name: 'Payment Unsuccessful' });
    await expect(error.getByText('The WeChat payment was cancelled')).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath('wechat-failed-dialog-412.png') });
    await error.getByRole('button', { name: 'OK' }).tap();
    const back = page.getByRole('link', { name: 'Back to checkout' });
    await expect(back).toBeVisible();
    await expectAccessible(page, page.getByRole('main'));
    await page.screenshot({ path: test.info().outputPath('wechat-failed-page-412.png') });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});
