import { apiForThisFile, JANE, SAM, TEST_NOW } from '../../test-support/harness.js';

// Paid orders, the demo kitchen driven by the test clock, and streams read from a child process.
jest.setTimeout(30_000);

type Json = Record<string, unknown>;
interface Step {
  status: string;
  at: string | null;
}
interface Status {
  orderId: string;
  orderType: string;
  status: string;
  seq: number;
  steps: Step[];
  estimatedAt: string | null;
  cancellableUntil: string | null;
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
const pickup = (extra: Json = {}) => ({
  storeId: '1001',
  orderType: 'PICKUP',
  subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 1 }] }],
  idempotencyToken: `status-test-${Date.now()}-${count++}`,
  ...extra,
});
const STEP_MS = 20_000;
const at = (ms: number) => new Date(Date.parse(TEST_NOW) + ms).toISOString();
const moveClock = (ms: number) => api().post('/_test/clock', { at: at(ms) });

async function janePaidOrder(extra: Json = {}): Promise<string> {
  const placed = await api().post<{ orderId: string }>('/order', pickup(extra), { token: jane });
  expect(placed.status).toBe(201);
  const paid = await api().post(
    '/payment/order',
    { orderId: placed.body.orderId, paymentMethodId: 'pm_demo_jane_visa' },
    { token: jane },
  );
  expect(paid.status).toBe(200);
  return placed.body.orderId;
}

const statusOf = (orderId: string, token: string | null, headers: Record<string, string> = {}) =>
  api().get<Status & Json>(`/order/${orderId}/status`, { token, headers });

/** Opens the event stream and reads `count` events (or the answer's error body). */
async function readEvents(
  orderId: string,
  options: {
    token?: string;
    headers?: Record<string, string>;
    count: number;
    whileOpen?: () => Promise<void>;
  },
): Promise<{ status: number; ids: number[]; events: Status[]; body: unknown }> {
  const headers: Record<string, string> = { 'app-name': 'OWA', ...options.headers };
  if (options.token) headers.Authorization = options.token;
  const controller = new AbortController();
  const response = await fetch(`${api().baseUrl}/order/${orderId}/events`, {
    headers,
    signal: controller.signal,
  });
  if (response.status !== 200)
    return { status: response.status, ids: [], events: [], body: await response.json() };
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const ids: number[] = [];
  const events: Status[] = [];
  let buffer = '';
  let poked = false;
  while (events.length < options.count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: (\d+)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (id && data) {
        ids.push(Number(id));
        events.push(JSON.parse(data) as Status);
      }
      end = buffer.indexOf('\n\n');
    }
    // Moves made while the stream is open arrive on it (the first event says it is open).
    if (!poked && events.length > 0 && options.whileOpen) {
      poked = true;
      await options.whileOpen();
    }
  }
  controller.abort();
  return { status: 200, ids, events, body: null };
}

describe('the order status machine (issue 23)', () => {
  test('a paid pickup is RECEIVED with an estimate; the demo kitchen moves it one step per 20 s to COMPLETED', async () => {
    const orderId = await janePaidOrder();
    const received = await statusOf(orderId, jane);
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({
      orderId,
      orderType: 'PICKUP',
      status: 'RECEIVED',
      seq: 1,
      cancellableUntil: null,
      cancelledAt: null,
      refund: null,
    });
    expect(received.body.steps.map((s) => s.status)).toEqual([
      'RECEIVED',
      'ACCEPTED',
      'PREPARING',
      'READY',
      'COMPLETED',
    ]);
    expect(received.body.steps[0]).toEqual({ status: 'RECEIVED', at: TEST_NOW });
    expect(received.body.estimatedAt).not.toBeNull();

    // Just before a step is due nothing moves.
    await moveClock(STEP_MS - 1000);
    expect((await statusOf(orderId, jane)).body.status).toBe('RECEIVED');
    await moveClock(STEP_MS);
    expect((await statusOf(orderId, jane)).body).toMatchObject({ status: 'ACCEPTED', seq: 2 });

    // A clock moved far ahead catches up step by step, each stamped with the time it fell due.
    await moveClock(10 * STEP_MS);
    const done = (await statusOf(orderId, jane)).body;
    expect(done).toMatchObject({ status: 'COMPLETED', seq: 5 });
    expect(done.steps).toEqual([
      { status: 'RECEIVED', at: at(0) },
      { status: 'ACCEPTED', at: at(STEP_MS) },
      { status: 'PREPARING', at: at(2 * STEP_MS) },
      { status: 'READY', at: at(3 * STEP_MS) },
      { status: 'COMPLETED', at: at(4 * STEP_MS) },
    ]);
    // The order's own document says so too (history).
    expect((await api().get<Json>(`/order/${orderId}`, { token: jane })).body.orderStatus).toBe('COMPLETED');
  });

  test('an unpaid order has no kitchen steps: SUBMITTED, and the clock does not move it', async () => {
    const placed = await api().post<{ orderId: string }>('/order', pickup(), { token: jane });
    await moveClock(5 * STEP_MS);
    expect((await statusOf(placed.body.orderId, jane)).body).toMatchObject({ status: 'SUBMITTED', seq: 0 });
  });

  test('a delivery goes OUT_FOR_DELIVERY then DELIVERED', async () => {
    const orderId = await janePaidOrder({
      orderType: 'DELIVERY',
      deliveryAddress: { addressLine1: '200 Bay St', postCode: 'M5J 2J2' },
      subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 6 }] }],
    });
    await moveClock(4 * STEP_MS);
    const status = (await statusOf(orderId, jane)).body;
    expect(status).toMatchObject({ orderType: 'DELIVERY', status: 'DELIVERED' });
    expect(status.steps.map((s) => s.status)).toEqual([
      'RECEIVED',
      'ACCEPTED',
      'PREPARING',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
      'COMPLETED',
    ]);
  });
});

describe('who may follow an order', () => {
  test("its customer reads the status; another customer is refused, a visitor told to log in, an unknown order isn't found", async () => {
    const orderId = await janePaidOrder();
    expect((await statusOf(orderId, jane)).status).toBe(200);
    const other = await statusOf(orderId, sam);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ errorCode: expect.any(String), errorMsg: expect.any(String) });
    const visitor = await statusOf(orderId, null);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ errorCode: expect.any(String), errorMsg: expect.any(String) });
    expect((await statusOf('ORD-NOPE-0000', jane)).status).toBe(404);

    // The stream is refused the same way, before any event.
    expect((await readEvents(orderId, { token: sam, count: 1 })).status).toBe(403);
    const streamVisitor = await readEvents(orderId, { count: 1 });
    expect(streamVisitor.status).toBe(401);
    expect(streamVisitor.body).toMatchObject({ errorCode: expect.any(String), errorMsg: expect.any(String) });
  });

  test('a guest order is followed with its guest token, answered once when it is placed; without it, refused', async () => {
    // Guests order at a table (skip-checkout dine-in).
    const placed = await api().post<{ orderId: string; guestToken: string }>(
      '/order',
      pickup({
        storeId: '1003',
        orderType: 'DINE_IN',
        tableNo: 7,
        subOrderList: [{ orderItemList: [{ code: 'COFFEE', qty: 2 }] }],
      }),
    );
    expect(placed.status).toBe(201);
    const { orderId, guestToken } = placed.body;
    expect(guestToken).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    // Reading the order back never tells it.
    expect((await api().get<Json>(`/order/${orderId}`)).body.guestToken).toBeUndefined();

    expect((await statusOf(orderId, null, { guestToken })).body).toMatchObject({
      orderId,
      status: 'SUBMITTED',
    });
    const without = await statusOf(orderId, null);
    expect(without.status).toBe(403);
    expect(without.body).toMatchObject({ errorCode: expect.any(String), errorMsg: expect.any(String) });
    expect((await statusOf(orderId, null, { guestToken: 'x'.repeat(32) })).status).toBe(403);
    expect((await statusOf(orderId, jane)).status).toBe(403);
    expect((await readEvents(orderId, { count: 1 })).status).toBe(403);
    const streamed = await readEvents(orderId, { headers: { guestToken }, count: 1 });
    expect(streamed.events[0]).toMatchObject({ orderId, status: 'SUBMITTED', seq: 0 });
  });
});

describe('GET /order/{id}/events', () => {
  test('starts with the status now, then each step in order as the kitchen takes it', async () => {
    const orderId = await janePaidOrder();
    const stream = await readEvents(orderId, {
      token: jane,
      count: 4,
      whileOpen: async () => {
        await moveClock(STEP_MS);
        await moveClock(3 * STEP_MS);
      },
    });
    expect(stream.ids).toEqual([1, 2, 3, 4]);
    expect(stream.events.map((e) => e.status)).toEqual(['RECEIVED', 'ACCEPTED', 'PREPARING', 'READY']);
    // Each event is the whole status as of it.
    expect(stream.events[3]?.steps.filter((s) => s.at !== null)).toHaveLength(4);
  });

  test('a reconnect with Last-Event-ID gets every event after it, none twice, and the stream ends once the order is final', async () => {
    const orderId = await janePaidOrder();
    await moveClock(10 * STEP_MS);
    const resumed = await readEvents(orderId, { token: jane, headers: { 'Last-Event-ID': '2' }, count: 10 });
    // The stream ended by itself after COMPLETED (fewer than asked for).
    expect(resumed.ids).toEqual([3, 4, 5]);
    expect(resumed.events.map((e) => e.status)).toEqual(['PREPARING', 'READY', 'COMPLETED']);
    const bad = await readEvents(orderId, { token: jane, headers: { 'Last-Event-ID': 'abc' }, count: 1 });
    expect(bad.status).toBe(400);
  });
});
