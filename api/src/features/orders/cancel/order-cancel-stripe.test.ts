import { FakeStripe } from '../../../test-support/fake-stripe.js';
import { JANE, startTestApi, type TestApi } from '../../../test-support/harness.js';

// Cancel (issue 23) with Stripe as the processor: the card share is refunded at Stripe.
jest.setTimeout(60_000);
type Json = Record<string, unknown>;

const stripe = new FakeStripe(0);
let server: TestApi;
let jane: string;
beforeAll(async () => {
  await stripe.start();
  server = await startTestApi({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_API_BASE: stripe.url });
}, 60_000);
afterAll(async () => {
  await server.close();
  await stripe.stop();
});
beforeEach(async () => {
  await server.api.reset();
  jane = await server.api.login(JANE.telephone);
});

async function paidThroughStripe(): Promise<string> {
  const api = server.api;
  const placed = await api.post<{ orderId: string }>(
    '/order',
    {
      storeId: '1001',
      orderType: 'PICKUP',
      subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 2 }] }],
      idempotencyToken: `cancel-stripe-${Date.now()}`,
    },
    { token: jane },
  );
  const { orderId } = placed.body;
  const paying = await api.post<Json>(
    '/payment/order',
    { orderId, paymentToken: 'pm_card_visa' },
    { token: jane },
  );
  expect(paying.body).toMatchObject({ status: 'requires_action' });
  const intent = stripe.of(orderId)[0];
  stripe.confirm(intent?.id ?? '');
  expect((await api.get<Json>(`/payment/${orderId}`, { token: jane })).body).toMatchObject({
    status: 'succeeded',
  });
  expect((await api.get<Json>(`/order/${orderId}/status`, { token: jane })).body).toMatchObject({
    status: 'RECEIVED',
  });
  return orderId;
}

test('a cancelled order paid through Stripe is refunded at Stripe, once', async () => {
  const api = server.api;
  const orderId = await paidThroughStripe();
  const cancelled = await api.post<Json>(`/order/${orderId}/cancel`, undefined, { token: jane });
  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toMatchObject({ status: 'CANCELLED', refund: { cardStatus: 'succeeded' } });
  expect(stripe.of(orderId).map((i) => i.refunded)).toEqual([true]);
  expect((await api.post<Json>(`/order/${orderId}/cancel`, undefined, { token: jane })).status).toBe(409);
});

test('a refund Stripe refused is asked again until it succeeds, and then never again', async () => {
  const api = server.api;
  const orderId = await paidThroughStripe();
  stripe.refundsFailing = true;
  try {
    const cancelled = await api.post<Json>(`/order/${orderId}/cancel`, undefined, { token: jane });
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', refund: { cardStatus: 'failed' } });
    expect((await api.post<Json>('/_test/retry-refunds')).body).toEqual({ refunded: 0 });
  } finally {
    stripe.refundsFailing = false;
  }
  expect(stripe.of(orderId).map((i) => i.refunded)).toEqual([false]);
  expect((await api.post<Json>('/_test/retry-refunds')).body).toEqual({ refunded: 1 });
  expect(stripe.of(orderId).map((i) => i.refunded)).toEqual([true]);
  expect((await api.get<Json>(`/order/${orderId}/status`, { token: jane })).body).toMatchObject({
    status: 'CANCELLED',
    refund: { cardStatus: 'succeeded' },
  });
  expect((await api.post<Json>('/_test/retry-refunds')).body).toEqual({ refunded: 0 });
});
