import type { Challenge } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { apiForThisFile, JANE, SAM, TEST_NOW } from '../../../test-support/harness.js';

// Paid orders, refunds through the simulated processor and concurrent requests to a child process.
jest.setTimeout(30_000);

type Json = Record<string, unknown>;
interface Refund {
  cardCents: number;
  cardStatus: string;
  walletCents: number;
  points: number;
  stamps: number;
  couponRestored: boolean;
}
interface Status {
  status: string;
  seq: number;
  cancelledAt: string | null;
  cancellableUntil: string | null;
  refund: Refund | null;
}

const server = apiForThisFile();
let jane: string;
let sam: string;
beforeEach(async () => {
  await server.api.reset();
  await server.api.post('/_test/clock', { at: TEST_NOW });
  jane = await server.api.login(JANE.telephone);
  sam = await server.api.login(SAM.telephone);
});
const api = () => server.api;

let count = 0;
const STEP_MS = 20_000;
const at = (ms: number) => new Date(Date.parse(TEST_NOW) + ms).toISOString();

async function paidOrder(pay: Json, extra: Json = {}): Promise<string> {
  const placed = await api().post<{ orderId: string }>(
    '/order',
    {
      storeId: '1001',
      orderType: 'PICKUP',
      subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 2 }] }],
      idempotencyToken: `cancel-test-${Date.now()}-${count++}`,
      ...extra,
    },
    { token: jane },
  );
  expect(placed.status).toBe(201);
  const paid = await api().post('/payment/order', { orderId: placed.body.orderId, ...pay }, { token: jane });
  expect(paid.status).toBe(200);
  return placed.body.orderId;
}
const cancel = (orderId: string, token: string | null) =>
  api().post<Status & Json>(`/order/${orderId}/cancel`, undefined, { token });
const janesAccount = async () =>
  (
    await api().get<{ points: number; membership: { balanceInCents: number } }>('/customer/account', {
      token: jane,
    })
  ).body;
const charges = async (orderId: string) =>
  (await api().get<{ charges: { status: string }[] }>(`/_test/simulated-charges/${orderId}`)).body.charges;

async function solvedCaptcha(): Promise<string> {
  const res = await api().get<Challenge>('/captcha/challenge');
  const solution = await solveChallenge({ challenge: res.body, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge: res.body, solution })).toString('base64');
}

describe('POST /order/{id}/cancel (issue 23)', () => {
  test('a RECEIVED card order is cancelled: the charge is refunded at the processor and the points it earned go', async () => {
    const before = await janesAccount();
    const orderId = await paidOrder({ paymentMethodId: 'pm_demo_jane_visa' });
    expect((await janesAccount()).points).toBeGreaterThan(before.points);

    const res = await cancel(orderId, jane);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'CANCELLED', cancelledAt: TEST_NOW });
    expect(res.body.refund).toMatchObject({ cardStatus: 'succeeded', walletCents: 0, couponRestored: false });
    expect(res.body.refund?.cardCents).toBeGreaterThan(0);
    expect((await charges(orderId)).map((c) => c.status)).toEqual(['refunded']);
    expect((await janesAccount()).points).toBe(before.points);

    // The status says so, the kitchen never moves it, and a second cancel is refused.
    await api().post('/_test/clock', { at: at(5 * STEP_MS) });
    const status = await api().get<Status>(`/order/${orderId}/status`, { token: jane });
    expect(status.body).toMatchObject({ status: 'CANCELLED', refund: { cardStatus: 'succeeded' } });
    const again = await cancel(orderId, jane);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      errorCode: 'ORD_ERR_NOT_CANCELLABLE',
      errorMsg: 'This order can no longer be cancelled',
    });
  });

  test('the wallet share comes back at once', async () => {
    const before = await janesAccount();
    const orderId = await paidOrder({ paidByMembership: true });
    expect((await janesAccount()).membership.balanceInCents).toBeLessThan(before.membership.balanceInCents);
    const res = await cancel(orderId, jane);
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ cardCents: 0, cardStatus: 'none' });
    expect(res.body.refund?.walletCents).toBeGreaterThan(0);
    expect((await janesAccount()).membership.balanceInCents).toBe(before.membership.balanceInCents);
  });

  test('the coupon, the redeemed points and the punch-card stamps come back with the card share', async () => {
    const loyalty = async () =>
      (
        await api().get<{
          coupons: { code: string; uuid: string | null }[];
          punchCards: { earned: number }[];
        }>('/customer/profile/store', { token: jane, storeId: '1001' })
      ).body;
    const ownedCoupons = (body: Awaited<ReturnType<typeof loyalty>>) =>
      body.coupons.filter((c) => c.uuid !== null).map((c) => c.code);
    const before = { account: await janesAccount(), loyalty: await loyalty() };
    expect(ownedCoupons(before.loyalty)).toContain('WELCOME10');

    const orderId = await paidOrder(
      { paymentMethodId: 'pm_demo_jane_visa' },
      {
        couponCode: 'WELCOME10',
        subOrderList: [
          {
            orderItemList: [
              { code: 'FRIES', qty: 4 },
              { code: 'ICEDTEA', qty: 1 },
            ],
            redemptionItems: [{ rewardId: 'RW-5OFF', qty: 1, redeemPoints: 1 }],
            punchCards: [{ id: 'pc_jane_coffee', using: 1 }],
          },
        ],
      },
    );
    const spent = await loyalty();
    expect(ownedCoupons(spent)).not.toContain('WELCOME10');
    expect(spent.punchCards[0]?.earned).toBeLessThan(before.loyalty.punchCards[0]?.earned ?? 0);

    const res = await cancel(orderId, jane);
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ couponRestored: true, cardStatus: 'succeeded' });
    expect(res.body.refund?.points).toBeGreaterThan(0);
    expect(res.body.refund?.stamps).toBeGreaterThan(0);
    const after = await loyalty();
    expect(ownedCoupons(after)).toEqual(ownedCoupons(before.loyalty));
    expect(after.punchCards).toEqual(before.loyalty.punchCards);
    // Redeemed points back, earned points gone: where Jane started.
    expect((await janesAccount()).points).toBe(before.account.points);
  });

  test('once the kitchen accepted it, it cannot be cancelled; another customer and a visitor are refused', async () => {
    const orderId = await paidOrder({ paymentMethodId: 'pm_demo_jane_visa' });
    expect((await cancel(orderId, sam)).status).toBe(403);
    const visitor = await cancel(orderId, null);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ errorCode: expect.any(String), errorMsg: expect.any(String) });
    await api().post('/_test/clock', { at: at(STEP_MS) });
    const late = await cancel(orderId, jane);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ errorCode: 'ORD_ERR_NOT_CANCELLABLE' });
    expect((await charges(orderId)).map((c) => c.status)).toEqual(['succeeded']);
  });

  test('a cancel racing the kitchen and other cancels: exactly one wins, and the money moves once', async () => {
    const before = await janesAccount();
    const orderId = await paidOrder({ paymentMethodId: 'pm_demo_jane_visa' });
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => cancel(orderId, jane)),
      api().post('/_test/clock', { at: at(STEP_MS) }),
      ...Array.from({ length: 4 }, () => cancel(orderId, jane)),
    ]);
    const cancels = [...results.slice(0, 4), ...results.slice(5)];
    const won = cancels.filter((r) => r.status === 200);
    expect(cancels.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(won.length).toBeLessThanOrEqual(1);
    const final = (await api().get<Status>(`/order/${orderId}/status`, { token: jane })).body;
    if (won.length === 1) {
      expect(final.status).toBe('CANCELLED');
      expect((await charges(orderId)).map((c) => c.status)).toEqual(['refunded']);
      expect((await janesAccount()).points).toBe(before.points);
    } else {
      // The kitchen won: the order goes on and nothing was given back.
      expect(final.status).toBe('ACCEPTED');
      expect((await charges(orderId)).map((c) => c.status)).toEqual(['succeeded']);
      expect((await janesAccount()).points).toBeGreaterThan(before.points);
    }
  });

  test('a scheduled pickup may be cancelled until its kitchen start (its time minus the preparation time)', async () => {
    const scheduledTime = at(3 * 60 * 60_000);
    const orderId = await paidOrder({ paymentMethodId: 'pm_demo_jane_visa' }, { asap: false, scheduledTime });
    const status = (await api().get<Status>(`/order/${orderId}/status`, { token: jane })).body;
    expect(status.status).toBe('RECEIVED');
    expect(status.cancellableUntil).not.toBeNull();
    const until = Date.parse(status.cancellableUntil ?? '');
    expect(until).toBeLessThan(Date.parse(scheduledTime));
    // Long after the kitchen would have taken an ASAP order, it still waits for its start.
    await api().post('/_test/clock', { at: new Date(until - 60_000).toISOString() });
    expect((await api().get<Status>(`/order/${orderId}/status`, { token: jane })).body.status).toBe(
      'RECEIVED',
    );
    const res = await cancel(orderId, jane);
    expect(res.status).toBe(200);
    expect(res.body.refund).toMatchObject({ cardStatus: 'succeeded' });
  });

  test('a guest cancels a table order paid in person with its guest token (nothing to refund); without it, refused', async () => {
    const placed = await api().post<{ orderId: string; guestToken: string }>('/order', {
      storeId: '1003',
      orderType: 'DINE_IN',
      tableNo: 7,
      subOrderList: [{ orderItemList: [{ code: 'COFFEE', qty: 2 }] }],
      idempotencyToken: `cancel-guest-${Date.now()}-${count++}`,
    });
    expect(placed.status).toBe(201);
    const { orderId, guestToken } = placed.body;
    const paid = await api().post('/payment/order', { orderId, captcha: await solvedCaptcha() });
    expect(paid.status).toBe(200);
    const refused = await cancel(orderId, null);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ errorCode: expect.any(String), errorMsg: expect.any(String) });
    expect((await cancel(orderId, jane)).status).toBe(403);
    const res = await api().post<Status>(`/order/${orderId}/cancel`, undefined, { headers: { guestToken } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'CANCELLED', refund: { cardCents: 0, cardStatus: 'none' } });
  });
});
