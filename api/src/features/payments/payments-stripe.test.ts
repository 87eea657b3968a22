import { FakeStripe } from '../../test-support/fake-stripe.js';
import { ApiProcess, JANE, startTestApi, TEST_NOW, type TestApi } from '../../test-support/harness.js';

// The Stripe path of issue 12 point 1, against a fake Stripe server: one live intent per order
// however many payments race, a replaced intent cancelled, and an intent orphaned by a crash found
// by its attempt key and cancelled by the sweep.

jest.setTimeout(60_000);
type Json = Record<string, unknown>;

const stripe = new FakeStripe(150);
let server: TestApi;
let jane: string;
const env = () => ({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: stripe.url });
beforeAll(async () => {
  await stripe.start();
  server = await startTestApi(env());
}, 60_000);
afterAll(async () => {
  await server.close();
  await stripe.stop();
});
beforeEach(async () => {
  await server.api.reset();
  jane = await server.api.login(JANE.telephone);
});

let count = 0;
async function placed(api: ApiProcess): Promise<string> {
  const res = await api.post<{ orderId: string }>(
    '/order',
    {
      storeId: '1001',
      orderType: 'PICKUP',
      subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 2 }] }],
      idempotencyToken: `stripe-test-${Date.now()}-${count++}`,
    },
    { token: jane },
  );
  expect(res.status).toBe(201);
  return res.body.orderId;
}
const pay = (api: ApiProcess, body: Json) => api.post<Json>('/payment/order', body, { token: jane });
const live = (orderId: string) => stripe.of(orderId).filter((i) => i.status !== 'canceled');

test('four concurrent payments of one order leave one live intent, which settles the order once', async () => {
  const api = server.api;
  const orderId = await placed(api);
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => pay(api, { orderId, paymentToken: 'pm_card_visa' })),
  );
  for (const a of answers) {
    if (a.status === 200)
      expect(a.body).toMatchObject({ status: 'requires_action', intentSecret: expect.any(String) });
    else expect(a.body).toMatchObject({ errorCode: 'PAY_ERR_PAYMENT_IN_PROGRESS' });
  }
  expect(live(orderId)).toHaveLength(1);
  const intent = live(orderId)[0];
  expect(intent?.metadata).toMatchObject({
    orderId,
    idempotencyKey: expect.stringMatching(/^ORD-1001-\w+\.\d+$/),
  });
  stripe.confirm(intent?.id ?? '');
  expect((await api.get<Json>(`/payment/${orderId}`, { token: jane })).body).toMatchObject({
    status: 'succeeded',
  });
  expect((await api.get<Json>(`/order/${orderId}`, { token: jane })).body.paymentStatus).toBe('PAID');
  const again = await pay(api, { orderId, paymentToken: 'pm_card_visa' });
  expect(again.body).toMatchObject({ status: 'succeeded' });
  expect(live(orderId)).toHaveLength(1);
});

test('paying again replaces a waiting intent: the old one is cancelled at Stripe', async () => {
  const api = server.api;
  const orderId = await placed(api);
  expect((await pay(api, { orderId, paymentToken: 'pm_card_visa' })).status).toBe(200);
  expect((await pay(api, { orderId, paymentToken: 'pm_card_mastercard' })).status).toBe(200);
  expect(stripe.of(orderId).map((i) => i.status)).toEqual(['canceled', 'requires_confirmation']);
});

test('an intent orphaned by a crash is found by its attempt key and cancelled; the wallet share returns', async () => {
  await server.api.stop();
  const crashing = new ApiProcess(server.api.dataDir, { ...env(), OWA_TEST_CRASH_AFTER_CHARGE: '1' });
  await crashing.start();
  jane = await crashing.login(JANE.telephone);
  const orderId = await placed(crashing);
  const died = await pay(crashing, {
    orderId,
    paidByMembership: true,
    paymentToken: 'pm_card_visa',
    tipsAmount: 20,
  }).catch((error: unknown) => error);
  expect(String((died as Error).message)).toMatch(/fetch failed|socket/);
  await crashing.stop();
  expect(live(orderId)).toHaveLength(1);

  const later = new Date(Date.parse(TEST_NOW) + 3 * 60_000).toISOString();
  const restarted = new ApiProcess(server.api.dataDir, { ...env(), OWA_FIXED_NOW: later });
  await restarted.start();
  try {
    for (let i = 0; i < 50 && live(orderId).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(live(orderId)).toHaveLength(0);
    const account = await restarted.get<{ membership: { balanceInCents: number } }>('/customer/account', {
      token: jane,
    });
    expect(account.body.membership.balanceInCents).toBe(2000);
    expect((await restarted.get<Json>(`/order/${orderId}`, { token: jane })).body.paymentStatus).toBe(
      'UNPAID',
    );
  } finally {
    await restarted.stop();
  }
  await server.api.start();
});
