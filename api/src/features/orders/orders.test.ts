import { apiForThisFile, JANE, SAM } from '../../test-support/harness.js';

type Json = Record<string, unknown>;
interface Order extends Json {
  orderId: string;
  displayId: string;
  orderStatus: string;
  total: number;
  subTotal: number;
  subOrderList: { seq: number; orderItemList: Json[] }[];
}
interface History {
  currentPage: Order[];
  totalSize: number;
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

let tokenCount = 0;
const freshToken = () => `test-token-${Date.now()}-${tokenCount++}`;
const pickup = (extra: Json = {}) => ({
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
  idempotencyToken: freshToken(),
  ...extra,
});
const history = async (token: string) => (await api().get<History>('/order/history?size=50', { token })).body;

describe('POST /order', () => {
  test('places a priced order that shows in history and GET /order/{id}', async () => {
    const res = await api().post<Order>('/order', pickup({ customerName: 'Jane D', orderNotes: 'No salt' }), {
      token: jane,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      orderStatus: 'SUBMITTED',
      paymentStatus: 'UNPAID',
      subTotal: 11.97,
      total: 13.53,
      customerId: JANE.id,
      customerName: 'Jane D',
      orderNotes: 'No salt',
    });
    expect(res.body.orderId).toMatch(/^ORD-1001-/);
    expect(res.body.displayId).toMatch(/^P\d+$/);
    const list = await history(jane);
    expect(list.totalSize).toBe(13);
    expect(list.currentPage[0]?.orderId).toBe(res.body.orderId);
    const read = await api().get<Order>(`/order/${res.body.orderId}`, { token: jane });
    expect(read.body.displayId).toBe(res.body.displayId);
    const other = await api().get<Json>(`/order/${res.body.orderId}`, { token: sam });
    expect(other.status).toBe(403);
  });

  test('the same idempotency token twice gives one order and the same answer', async () => {
    const body = pickup();
    const first = await api().post<Order>('/order', body, { token: jane });
    const second = await api().post<Order>('/order', body, { token: jane });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect((await history(jane)).totalSize).toBe(13);
    // Another customer cannot reuse (or read through) someone's token.
    const sams = await api().post<Json>('/order', body, { token: sam });
    expect(sams.status).toBe(403);
  });

  test('20 concurrent duplicates create exactly one order', async () => {
    const body = pickup();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api().post<Order>('/order', body, { token: jane })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.displayId)).size).toBe(1);
    expect((await history(jane)).totalSize).toBe(13);
  });

  test('cart problems refuse the order with their code, and nothing is created', async () => {
    const small = await api().post<Json>(
      '/order',
      pickup({ orderType: 'DELIVERY', deliveryAddress: { addressLine1: '200 Bay St', postCode: 'M5J 2J2' } }),
      { token: jane },
    );
    expect(small.status).toBe(400);
    expect(small.body).toEqual({
      errorCode: 'ORD_ERR_0027',
      errorMsg: 'Order amount too small for Delivery (Min: $15.00)',
    });
    const empty = await api().post<Json>('/order', pickup({ subOrderList: [{ orderItemList: [] }] }), {
      token: jane,
    });
    expect(empty.body).toMatchObject({ errorCode: 'ORD_ERR_CART_EMPTY' });
    const soldOut = await api().post<Json>(
      '/order',
      pickup({ subOrderList: [{ orderItemList: [{ code: 'LOBSTER', qty: 1 }] }] }),
      {
        token: jane,
      },
    );
    expect(soldOut.body).toMatchObject({ errorCode: 'ORD_ERR_ITEM_UNAVAILABLE' });
    for (const bad of [
      pickup({ idempotencyToken: 'short' }),
      pickup({ subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: -2 }] }] }),
      pickup({ email: 'not-an-email' }),
      pickup({ telephone: 12 }),
      { ...pickup(), storeId: null },
    ]) {
      const res = await api().post<Json>('/order', bad, { token: jane });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errorCode: 'GENERAL_ERR_INVALID_REQUEST', errorMsg: expect.any(String) });
    }
    const malformed = await api().request<Json>('POST', '/order', {
      rawBody: '{"storeId": "1001",',
      token: jane,
    });
    expect(malformed.status).toBe(400);
    expect((await history(jane)).totalSize).toBe(12);
  });

  test('visitors order only dine-in where the store allows it; customerId must be the caller', async () => {
    const visitor = await api().post<Json>('/order', pickup());
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ errorCode: 'USR_ERR_LOGIN_REQUIRED' });
    const guest = await api().post<Order>('/order?menu=CAFE', {
      storeId: '1003',
      orderType: 'DINE_IN',
      tableNo: 7,
      subOrderList: [{ orderItemList: [{ code: 'COFFEE', qty: 1 }] }],
      idempotencyToken: freshToken(),
    });
    expect(guest.status).toBe(201);
    expect(guest.body).toMatchObject({ tableNo: 7, customerId: null });
    // Guest history (spec 3 §2) reads a guest order by its id alone; a customer's order needs its owner.
    const guestRead = await api().get<Order>(`/order/${guest.body.orderId}`);
    expect(guestRead.status).toBe(200);
    expect(guestRead.body.orderId).toBe(guest.body.orderId);
    const janes = await api().post<Order>('/order', pickup(), { token: jane });
    const visitorRead = await api().get<Json>(`/order/${janes.body.orderId}`);
    expect(visitorRead.status).toBe(401);
    expect(visitorRead.body).toMatchObject({ errorCode: 'USR_ERR_LOGIN_REQUIRED' });
    const impostor = await api().post<Json>('/order', pickup({ customerId: JANE.id }), { token: sam });
    expect(impostor.status).toBe(403);
  });
});

describe('POST /order/{id} and ratings', () => {
  test('a dine-in order takes another round; pickup orders and other customers do not', async () => {
    const first = await api().post<Order>(
      '/order',
      pickup({
        orderType: 'DINE_IN',
        tableNo: 5,
        subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 1 }] }],
      }),
      { token: jane },
    );
    expect(first.status).toBe(201);
    const round = await api().post<Order>(
      `/order/${first.body.orderId}`,
      { subOrderList: [{ orderItemList: [{ code: 'COLA', qty: 2 }] }] },
      { token: jane },
    );
    expect(round.status).toBe(200);
    expect(round.body.subOrderList.map((s) => s.seq)).toEqual([1, 2]);
    expect(round.body).toMatchObject({ subTotal: 8.97, total: 10.14 });
    const sams = await api().post<Json>(
      `/order/${first.body.orderId}`,
      { subOrderList: [{ orderItemList: [{ code: 'COLA', qty: 1 }] }] },
      { token: sam },
    );
    expect(sams.status).toBe(403);
    const takeaway = await api().post<Order>('/order', pickup(), { token: jane });
    const refused = await api().post<Json>(
      `/order/${takeaway.body.orderId}`,
      { subOrderList: [{ orderItemList: [{ code: 'COLA', qty: 1 }] }] },
      { token: jane },
    );
    expect(refused.body).toMatchObject({ errorCode: 'ORD_ERR_NOT_DINE_IN' });
    const unknown = await api().post<Json>(
      '/order/ORD-1001-NOPE',
      { subOrderList: [{ orderItemList: [{ code: 'COLA', qty: 1 }] }] },
      { token: jane },
    );
    expect(unknown.status).toBe(404);
  });

  test('ratings above 0 are kept; 0 is not; only on your own order', async () => {
    const order = await api().post<Order>('/order', pickup(), { token: jane });
    const zero = await api().post<Json>(
      `/${order.body.orderId}/rating`,
      { point: 0, comments: '' },
      { token: jane },
    );
    expect(zero.body).toMatchObject({ stored: false });
    const five = await api().post<Json>(
      `/${order.body.orderId}/rating`,
      { point: 5, comments: 'Great fries' },
      { token: jane },
    );
    expect(five.body).toMatchObject({ stored: true, point: 5, comments: 'Great fries' });
    const sams = await api().post<Json>(`/${order.body.orderId}/rating`, { point: 1 }, { token: sam });
    expect(sams.status).toBe(403);
    const bad = await api().post<Json>(`/${order.body.orderId}/rating`, { point: 9 }, { token: jane });
    expect(bad.body).toMatchObject({ errorCode: 'GENERAL_ERR_INVALID_REQUEST' });
    const seeded = await api().post<Json>('/ORD-1001-000001/rating', { point: 4 }, { token: jane });
    expect(seeded.body).toMatchObject({ stored: true });
  });
});
