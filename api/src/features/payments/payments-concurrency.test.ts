import { ApiProcess, apiForThisFile, JANE, TEST_NOW } from '../../test-support/harness.js';

// Money and loyalty are conserved under concurrency (issue 12 point 1): one attempt in flight per
// order, one processor charge per attempt, every charge that settles nothing reversed, and the
// coupon, points and stamps an order spends taken once, when it is paid.

type Json = Record<string, unknown>;
interface Charge {
  idempotency_key: string;
  ref: string;
  amount_cents: number;
  status: string;
}

/** The simulated processor answers after 150 ms, so concurrent requests reach the charge together. */
const ENV = { OWA_SIM_CHARGE_DELAY_MS: '150' };
const SLOW = 30_000;

const server = apiForThisFile(ENV);
let jane: string;
beforeEach(async () => {
  await server.api.reset();
  jane = await server.api.login(JANE.telephone);
}, SLOW);

let count = 0;
async function placed(
  api: ApiProcess,
  extra: Json = {},
  items: Json[] = [{ code: 'FRIES', qty: 2 }],
  top: Json = {},
) {
  const res = await api.post<Json & { orderId: string }>(
    '/order',
    {
      storeId: '1001',
      orderType: 'PICKUP',
      ...top,
      subOrderList: [{ orderItemList: items, ...extra }],
      idempotencyToken: `money-test-${Date.now()}-${count++}`,
    },
    { token: jane },
  );
  expect(res.status).toBe(201);
  return res.body;
}
const pay = (api: ApiProcess, body: Json) => api.post<Json>('/payment/order', body, { token: jane });
async function charges(api: ApiProcess, orderId: string): Promise<Charge[]> {
  const res = await api.get<{ charges: Charge[] }>(`/_test/simulated-charges/${orderId}`);
  expect(res.status).toBe(200);
  return res.body.charges;
}
/** Money the processor kept for an order: charges that succeeded and were not refunded. */
const kept = (list: Charge[]) => list.filter((c) => c.status === 'succeeded');
async function account(api: ApiProcess) {
  const res = await api.get<{ points: number; membership: { balanceInCents: number } }>('/customer/account', {
    token: jane,
  });
  return { points: res.body.points, wallet: res.body.membership.balanceInCents };
}
const paymentStatus = async (api: ApiProcess, orderId: string) =>
  (await api.get<Json>(`/order/${orderId}`, { token: jane })).body.paymentStatus;

describe('one charge per order however many payments race', () => {
  test(
    'four concurrent card payments of one order: one charge, the others refused before charging',
    async () => {
      const api = server.api;
      const { orderId } = await placed(api);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => pay(api, { orderId, paymentToken: 'pm_card_visa' })),
      );
      const paid = answers.filter((a) => a.status === 200 && a.body.status === 'succeeded');
      expect(paid.length).toBeGreaterThanOrEqual(1);
      for (const a of answers.filter((x) => x.status !== 200))
        expect(a.body).toMatchObject({
          errorCode: 'PAY_ERR_PAYMENT_IN_PROGRESS',
          errorMsg: expect.any(String),
        });
      const list = await charges(api, orderId);
      expect(list).toHaveLength(1);
      expect(kept(list)).toHaveLength(1);
      expect(await paymentStatus(api, orderId)).toBe('PAID');
    },
    SLOW,
  );

  test(
    'eight concurrent saved-card payments: one charge kept, every other refunded or never made',
    async () => {
      const api = server.api;
      const before = await account(api);
      const { orderId, rewardPoints } = await placed(api);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => pay(api, { orderId, paymentMethodId: 'pm_demo_jane_visa' })),
      );
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
      expect(kept(await charges(api, orderId))).toHaveLength(1);
      expect(await paymentStatus(api, orderId)).toBe('PAID');
      // Points earned once.
      expect((await account(api)).points).toBe(before.points + Number(rewardPoints));
    },
    SLOW,
  );

  test(
    'paying again after the first payment answered is the paid order, with no new charge',
    async () => {
      const api = server.api;
      const { orderId } = await placed(api);
      expect((await pay(api, { orderId, paymentToken: 'pm_card_visa' })).body).toMatchObject({
        status: 'succeeded',
      });
      expect((await pay(api, { orderId, paymentToken: 'pm_card_visa' })).body).toMatchObject({
        status: 'succeeded',
      });
      expect(await charges(api, orderId)).toHaveLength(1);
    },
    SLOW,
  );
});

describe('coupons, points and stamps are spent once, when an order is paid', () => {
  test(
    'WELCOME10 on two orders: the first pays with it, the second is refused and charged nothing',
    async () => {
      const api = server.api;
      const first = await placed(api, {}, undefined, { couponCode: 'WELCOME10' });
      const second = await placed(api, {}, undefined, { couponCode: 'WELCOME10' });
      expect(Number(first.discountTotal)).toBeGreaterThan(0);
      expect(Number(second.discountTotal)).toBeGreaterThan(0);
      expect((await pay(api, { orderId: first.orderId, paymentToken: 'pm_card_visa' })).status).toBe(200);
      const refused = await pay(api, { orderId: second.orderId, paymentToken: 'pm_card_visa' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        errorCode: 'COUPON_ERROR_ALREADY_USED',
        errorMsg: 'A previous order already used a coupon',
      });
      expect(await charges(api, second.orderId)).toHaveLength(0);
      expect(await paymentStatus(api, second.orderId)).toBe('UNPAID');
    },
    SLOW,
  );

  test(
    'a declined payment gives the coupon back: the order can be paid with it afterwards',
    async () => {
      const api = server.api;
      const order = await placed(api, {}, undefined, { couponCode: 'WELCOME10' });
      const declined = await pay(api, { orderId: order.orderId, paymentToken: 'pm_card_chargeDeclined' });
      expect(declined.status).toBe(400);
      const other = await placed(api, {}, undefined, { couponCode: 'WELCOME10' });
      expect((await pay(api, { orderId: other.orderId, paymentToken: 'pm_card_visa' })).status).toBe(200);
    },
    SLOW,
  );

  test(
    'the same reward on two orders paid at once: one redeems, the other is refused; points never made up',
    async () => {
      const api = server.api;
      const before = await account(api);
      expect(before.points).toBe(1250);
      const reward = { redemptionItems: [{ rewardId: 'RW-5OFF', qty: 1 }] };
      const a = await placed(api, reward);
      const b = await placed(api, reward);
      expect(a.pointsRedeemed).toBe(1000);
      const answers = await Promise.all([
        pay(api, { orderId: a.orderId, paymentToken: 'pm_card_visa' }),
        pay(api, { orderId: b.orderId, paymentToken: 'pm_card_visa' }),
      ]);
      const refused = answers.filter((x) => x.status !== 200);
      expect(refused).toHaveLength(1);
      expect(refused[0]?.body).toMatchObject({ errorCode: 'LOYALTY_ERR_NOT_ENOUGH_POINTS' });
      const paidOrder = answers[0]?.status === 200 ? a : b;
      const refusedOrder = paidOrder === a ? b : a;
      expect(await charges(api, refusedOrder.orderId)).toHaveLength(0);
      expect((await account(api)).points).toBe(1250 - 1000 + Number(paidOrder.rewardPoints));
    },
    SLOW,
  );

  test(
    'the free coffee of one full punch card on two orders: the second is refused',
    async () => {
      const api = server.api;
      const coffee = { punchCards: [{ id: 'pc_jane_coffee', using: 1 }] };
      const items = [
        { code: 'ICEDTEA', qty: 1 },
        { code: 'FRIES', qty: 1 },
      ];
      const a = await placed(api, coffee, items);
      const b = await placed(api, coffee, items);
      expect(Number(a.discountTotal)).toBeGreaterThan(0);
      expect((await pay(api, { orderId: a.orderId, paymentToken: 'pm_card_visa' })).status).toBe(200);
      const refused = await pay(api, { orderId: b.orderId, paymentToken: 'pm_card_visa' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'LOYALTY_ERR_PUNCH_CARD_INVALID' });
    },
    SLOW,
  );
});

describe('a charge orphaned by a crash is reversed by the sweep', () => {
  test('the API dies right after the charge; after a restart the charge is refunded and the wallet share returned', async () => {
    await server.api.stop();
    const crashing = new ApiProcess(server.api.dataDir, { ...ENV, OWA_TEST_CRASH_AFTER_CHARGE: '1' });
    await crashing.start();
    const token = await crashing.login(JANE.telephone);
    jane = token;
    const { orderId } = await placed(crashing);
    // $20 wallet + card for the rest of a $33.53 bill: both held, then the card charged.
    const died = await pay(crashing, {
      orderId,
      paidByMembership: true,
      paymentToken: 'pm_card_visa',
      tipsAmount: 20,
    }).catch((error: unknown) => error);
    expect(String((died as Error).message)).toMatch(/fetch failed|socket/);
    await crashing.stop();

    const later = new Date(Date.parse(TEST_NOW) + 3 * 60_000).toISOString();
    const restarted = new ApiProcess(server.api.dataDir, { ...ENV, OWA_FIXED_NOW: later });
    await restarted.start();
    try {
      let list: Charge[] = [];
      for (let i = 0; i < 50; i++) {
        list = await charges(restarted, orderId);
        if (list[0]?.status === 'refunded') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(list).toHaveLength(1);
      expect(list[0]?.status).toBe('refunded');
      expect(await paymentStatus(restarted, orderId)).toBe('UNPAID');
      expect((await account(restarted)).wallet).toBe(2000);
      expect((await restarted.post<Json>('/_test/sweep')).body).toEqual({ reversed: 0 });
    } finally {
      await restarted.stop();
    }
    await server.api.start();
  }, 60_000);
});
