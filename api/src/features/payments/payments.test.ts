import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { API_BASE, apiForThisFile, JANE, SAM } from '../../test-support/harness.js';

// Each test makes several paid round trips to a child process; a shared 2-core machine can take
// longer than jest's 5 s default without anything being wrong.
jest.setTimeout(30_000);

type Json = Record<string, unknown>;
interface Payment extends Json {
  paymentType: string;
  redirectUrl: string | null;
  intentSecret: string | null;
  orderId: string;
  displayId: string;
  pointsEarned: number;
  orderBonus: { balanceInCents: number | null; points: number | null } | null;
}

const server = apiForThisFile();
let jane: string;
let sam: string;
beforeEach(async () => {
  await server.api.reset();
  jane = await server.api.login(JANE.telephone);
  sam = await server.api.login(SAM.telephone);
});
const api = () => server.api;

let count = 0;
const order = (extra: Json = {}) => ({
  storeId: '1001',
  orderType: 'PICKUP',
  subOrderList: [
    {
      orderItemList: [
        { code: 'FRIES', qty: 2 },
        { code: 'COLA', qty: 1 },
      ],
    },
  ],
  idempotencyToken: `pay-test-${Date.now()}-${count++}`,
  ...extra,
});
async function placed(token: string, extra: Json = {}): Promise<{ orderId: string; total: number }> {
  const res = await api().post<{ orderId: string; total: number }>('/order', order(extra), { token });
  expect(res.status).toBe(201);
  return res.body;
}
async function addCard(token: string, no: string): Promise<string> {
  const res = await api().post<{ id: string }>(
    '/customer/paymentMethod',
    {
      name: 'Sam Lee',
      no,
      expiredMonth: 8,
      expiredYear: 2029,
      csv: '123',
      postalCode: 'M5V 2T6',
      country: 'CA',
    },
    { token },
  );
  expect(res.status).toBe(201);
  return res.body.id;
}
async function solvedCaptcha(): Promise<string> {
  const res = await api().get<Challenge>('/captcha/challenge');
  const solution = await solveChallenge({ challenge: res.body, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge: res.body, solution })).toString('base64');
}
/** Presses a button of a hosted page: a form post, answered with a redirect. */
async function press(redirectUrl: string, button: 'complete' | 'fail'): Promise<Response> {
  const page = await fetch(`http://127.0.0.1:${api().port}${redirectUrl}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(`id="${button}"`);
  return fetch(`http://127.0.0.1:${api().port}${redirectUrl}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
}
const status = async (orderId: string, token: string | null) =>
  (await api().get<Json>(`/payment/${orderId}`, { token })).body;

describe('card payments through the simulated processor', () => {
  test("Jane's saved Visa 4242 pays at once; points move; the order is paid; the cart is cleared", async () => {
    await api().post('/shoppingcart', order(), { token: jane });
    const { orderId } = await placed(jane);
    const res = await api().post<Payment>(
      '/payment/order',
      { orderId, paymentMethodId: 'pm_demo_jane_visa', tipsAmount: 2 },
      { token: jane },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      paymentType: 'VISA',
      orderId,
      pointsEarned: 11,
      redirectUrl: null,
      orderBonus: { points: 1261 },
    });
    expect(res.body.displayId).toMatch(/^P\d+$/);
    expect(await status(orderId, jane)).toMatchObject({ status: 'succeeded', amount: 15.53 });
    const read = await api().get<Json>(`/order/${orderId}`, { token: jane });
    expect(read.body).toMatchObject({ paymentStatus: 'PAID', tipsAmount: 2, total: 15.53, pointsEarned: 11 });
    expect(
      (await api().get<{ subOrderList: unknown[] }>('/shoppingcart?storeId=1001', { token: jane })).body
        .subOrderList,
    ).toEqual([]);
    // Paying again changes nothing and answers the same order.
    const again = await api().post<Payment>(
      '/payment/order',
      { orderId, paymentMethodId: 'pm_demo_jane_visa' },
      { token: jane },
    );
    expect(again.body).toMatchObject({ orderId, pointsEarned: 11 });
    const account = await api().get<{ points: number }>('/customer/profile/store', {
      token: jane,
      storeId: '1001',
    });
    expect(account.body.points).toBe(1261);
  });

  test('4000 0000 0000 0002 is declined and the order stays unpaid; numbers never reach the log', async () => {
    const card = await addCard(sam, '4000000000000002');
    const { orderId } = await placed(sam);
    const res = await api().post<Json>('/payment/order', { orderId, paymentMethodId: card }, { token: sam });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errorCode: 'PAY_ERR_CARD_DECLINED',
      errorMsg: 'Failed to complete payment, please check your info and try again',
    });
    expect(await status(orderId, sam)).toMatchObject({ status: 'CHARGE_FAILED' });
    expect((await api().get<Json>(`/order/${orderId}`, { token: sam })).body).toMatchObject({
      paymentStatus: 'UNPAID',
    });
    expect(api().logs.join('\n')).not.toContain('4000000000000002');
  });

  test('4000 0027 6000 3184 asks for 3-D Secure: Complete pays, Fail refuses', async () => {
    const card = await addCard(sam, '4000002760003184');
    const { orderId } = await placed(sam);
    const res = await api().post<Payment>(
      '/payment/order',
      { orderId, paymentMethodId: card },
      { token: sam },
    );
    expect(res.status).toBe(200);
    expect(res.body.redirectUrl).toMatch(new RegExp(`^${API_BASE}/payment/challenge/pay_[a-f0-9]{32}$`));
    expect(res.body.intentSecret).toEqual(expect.any(String));
    expect(await status(orderId, sam)).toMatchObject({ status: 'requires_action' });
    const done = await press(res.body.redirectUrl as string, 'complete');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(
      `/owa/snappy/detail/G1001/1001/3ds_success_handler?orderId=${orderId}`,
    );
    expect(await status(orderId, sam)).toMatchObject({ status: 'succeeded' });

    const second = await placed(sam);
    const challenged = await api().post<Payment>(
      '/payment/order',
      { orderId: second.orderId, paymentMethodId: card },
      { token: sam },
    );
    const failed = await press(challenged.body.redirectUrl as string, 'fail');
    expect(failed.status).toBe(303);
    expect(await status(second.orderId, sam)).toMatchObject({
      status: 'AUTH_FAILED',
      errorMsg: 'Authorization for your payment failed',
    });
  });

  test("another customer's order or card is refused; malformed requests change nothing", async () => {
    const { orderId } = await placed(jane);
    const other = await api().post<Json>(
      '/payment/order',
      { orderId, paymentMethodId: 'pm_demo_jane_visa' },
      { token: sam },
    );
    expect(other.status).toBe(403);
    expect((await api().get<Json>(`/payment/${orderId}`, { token: sam })).status).toBe(403);
    const samsOrder = await placed(sam);
    const borrowed = await api().post<Json>(
      '/payment/order',
      { orderId: samsOrder.orderId, paymentMethodId: 'pm_demo_jane_visa' },
      { token: sam },
    );
    expect(borrowed.status).toBe(403);
    const unknownCard = await api().post<Json>(
      '/payment/order',
      { orderId: samsOrder.orderId, paymentMethodId: 'pm_nope' },
      { token: sam },
    );
    expect(unknownCard.body).toMatchObject({ errorCode: 'PAY_ERR_PAYMENT_METHOD_NOT_FOUND' });
    for (const bad of [
      {},
      { orderId: 'x y' },
      { orderId, tipsAmount: -1 },
      { orderId, paymentToken: '4242 4242 4242 4242' },
    ]) {
      const res = await api().post<Json>('/payment/order', bad, { token: jane });
      expect(res.status).toBe(400);
    }
    const unknownOrder = await api().get<Json>('/payment/ORD-1001-NOPE', { token: jane });
    expect(unknownOrder.status).toBe(404);
    expect(await status(orderId, jane)).toMatchObject({ status: 'unpaid' });
  });
});

describe('store wallet, WeChat and paying in person', () => {
  test('the wallet pays when it covers the bill; short of it a second method is required', async () => {
    const first = await placed(jane);
    const paid = await api().post<Payment>(
      '/payment/order',
      { orderId: first.orderId, paidByMembership: true },
      { token: jane },
    );
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentType: 'MEMBERSHIP', orderBonus: { balanceInCents: 647 } });
    const second = await placed(jane);
    const short = await api().post<Json>(
      '/payment/order',
      { orderId: second.orderId, paidByMembership: true },
      { token: jane },
    );
    expect(short.body).toEqual({
      errorCode: 'PAY_ERR_SECOND_METHOD_REQUIRED',
      errorMsg: 'Insufficient balance, second payment method required',
    });
    const both = await api().post<Payment>(
      '/payment/order',
      { orderId: second.orderId, paidByMembership: true, paymentMethodId: 'pm_demo_jane_visa' },
      { token: jane },
    );
    expect(both.body).toMatchObject({ paymentType: 'VISA', orderBonus: { balanceInCents: 0 } });
    const third = await placed(jane);
    const empty = await api().post<Json>(
      '/payment/order',
      { orderId: third.orderId, paidByMembership: true },
      { token: jane },
    );
    expect(empty.body).toMatchObject({
      errorCode: 'PAY_ERR_INSUFFICIENT_BALANCE',
      errorMsg: 'Insufficient membership balance',
    });
  });

  test('WeChat: a redirect to the simulated page that returns to the success handler', async () => {
    const { orderId } = await placed(sam);
    const res = await api().post<Payment>('/payment/order', { orderId, payByWechat: true }, { token: sam });
    expect(res.body).toMatchObject({ paymentType: 'WECHAT', orderId });
    const done = await press(res.body.redirectUrl as string, 'complete');
    expect(done.headers.get('location')).toBe(
      `/owa/snappy/detail/G1001/1001/success_handler?orderId=${orderId}`,
    );
    expect(await status(orderId, sam)).toMatchObject({ status: 'succeeded', paymentType: 'WECHAT' });
  });

  test('in person needs a solved captcha and a store that takes it', async () => {
    const dineIn = await placed(jane, { orderType: 'DINE_IN', tableNo: 5 });
    const without = await api().post<Json>('/payment/order', { orderId: dineIn.orderId }, { token: jane });
    expect(without.body).toEqual({
      errorCode: 'CAPTCHA_ERR_INVALID',
      errorMsg: 'Captcha Error, Please, try again',
    });
    const forged = await api().post<Json>(
      '/payment/order',
      { orderId: dineIn.orderId, captcha: 'abc' },
      { token: jane },
    );
    expect(forged.body).toMatchObject({ errorCode: 'CAPTCHA_ERR_INVALID' });
    const ok = await api().post<Payment>(
      '/payment/order',
      { orderId: dineIn.orderId, captcha: await solvedCaptcha() },
      { token: jane },
    );
    expect(ok.body).toMatchObject({ paymentType: 'OFFLINE', orderId: dineIn.orderId });
    expect(await status(dineIn.orderId, jane)).toMatchObject({ status: 'pending', paymentType: 'OFFLINE' });
    const pickupOrder = await placed(jane);
    const notOffered = await api().post<Json>(
      '/payment/order',
      { orderId: pickupOrder.orderId, captcha: await solvedCaptcha() },
      { token: jane },
    );
    expect(notOffered.body).toMatchObject({ errorCode: 'PAY_ERR_METHOD_NOT_ALLOWED' });
  });

  test('in person is attributed and spends the coupon once: a second order with it is refused', async () => {
    const first = await placed(jane, { orderType: 'DINE_IN', tableNo: 5, couponCode: 'WELCOME10' });
    const second = await placed(jane, { orderType: 'DINE_IN', tableNo: 6, couponCode: 'WELCOME10' });
    expect(Number((first as Json).discountTotal)).toBeGreaterThan(0);
    const [a, b] = await Promise.all([
      api().post<Payment>(
        '/payment/order',
        { orderId: first.orderId, captcha: await solvedCaptcha() },
        { token: jane },
      ),
      api().post<Payment>(
        '/payment/order',
        { orderId: first.orderId, captcha: await solvedCaptcha() },
        { token: jane },
      ),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toMatchObject({ paymentType: 'OFFLINE', status: 'pending' });
    expect(b.body).toMatchObject({ paymentType: 'OFFLINE', status: 'pending' });
    const refused = await api().post<Json>(
      '/payment/order',
      { orderId: second.orderId, captcha: await solvedCaptcha() },
      { token: jane },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      errorCode: 'COUPON_ERROR_ALREADY_USED',
      errorMsg: 'A previous order already used a coupon',
    });
  });

  test('a guest at the café orders and pays in person in one call; guests cannot pay online', async () => {
    const guestOrder = {
      storeId: '1003',
      orderType: 'DINE_IN',
      tableNo: 7,
      subOrderList: [{ orderItemList: [{ code: 'COFFEE', qty: 2 }] }],
      idempotencyToken: `guest-${Date.now()}`,
    };
    const online = await api().post<Json>('/payment/order?menu=CAFE', {
      order: guestOrder,
      paymentToken: 'pm_card_visa',
    });
    expect(online.status).toBe(401);
    const res = await api().post<Payment>('/payment/order', {
      order: guestOrder,
      captcha: await solvedCaptcha(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ paymentType: 'OFFLINE', displayId: expect.stringMatching(/^D\d+$/) });
    expect(await status(res.body.orderId, null)).toMatchObject({ status: 'pending' });
  });
});
