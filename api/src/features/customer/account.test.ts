import { apiForThisFile, JANE, SAM } from '../../test-support/harness.js';

type Json = Record<string, unknown>;

const server = apiForThisFile();
let jane: string;
let sam: string;
// These calls only read, so one reset and one login per customer serve the whole file.
beforeAll(async () => {
  await server.api.reset();
  jane = await server.api.login(JANE.telephone);
  sam = await server.api.login(SAM.telephone);
});
const api = () => server.api;

describe('profile and account details', () => {
  test('GET /customer answers the profile', async () => {
    const res = await api().get<Json>('/customer', { token: jane });
    expect(res.body).toEqual({
      id: JANE.id,
      customerId: JANE.id,
      telephone: JANE.telephone,
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
      points: 1250,
      balanceInCents: 2000,
    });
  });

  test('GET /customer/account adds wallet, saved cards and the referral link', async () => {
    const res = await api().get<Json>('/customer/account', { token: jane, storeId: '1001' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: JANE.id,
      points: 1250,
      membership: { isMember: true, balance: 20, balanceInCents: 2000 },
      savedCardCount: 1,
      referral: { referrerId: JANE.id, link: `/owa/g/-/G1001?referrer=${JANE.id}` },
    });
    const samAccount = await api().get<Json>('/customer/account', { token: sam, storeId: '1002' });
    expect(samAccount.body).toMatchObject({
      points: 0,
      membership: { isMember: false, balance: 0 },
      savedCardCount: 0,
      referral: null,
    });
    expect((await api().get('/customer/account', { token: jane, storeId: '777' })).status).toBe(404);
  });
});

describe('rewards, coupons and punch cards', () => {
  test("GET /customer/profile/store answers Jane's points, coupons with eligibility and punch card", async () => {
    const res = await api().get<Json & { coupons: Json[]; punchCards: Json[] }>('/customer/profile/store', {
      token: jane,
      storeId: '1001',
    });
    expect(res.status).toBe(200);
    expect(res.body.points).toBe(1250);
    const byName = Object.fromEntries(res.body.coupons.map((c) => [c.name, c]));
    expect(byName.WELCOME10).toMatchObject({
      code: 'WELCOME10',
      uuid: expect.any(String),
      eligibilityResult: { isEligible: true },
      discountRule: { percent: 0.1 },
    });
    expect(byName['BOGO Burger']).toMatchObject({
      uuid: expect.any(String),
      eligibilityResult: {
        isEligible: false,
        shouldShowIfNotEligible: true,
        ruleDescriptions: ['Minimum order $25.00'],
        ruleDetailDescriptions: ['Minimum order $25.00'],
      },
      ruleResult: { ruleResults: [{ isEligible: false, description: 'Minimum order $25.00' }] },
      menuItem: expect.objectContaining({ code: 'BYOB' }),
    });
    expect(byName['$25 Gift Coupon']).toMatchObject({
      uuid: null,
      charges: [expect.objectContaining({ price: 25 })],
      eligibilityResult: { isEligible: false },
    });
    expect(res.body.punchCards).toEqual([
      expect.objectContaining({
        name: 'Coffee Card',
        earned: 10,
        redeemCount: 10,
        qty: 1,
        onlineRedeemable: true,
        storeId: '1001',
      }),
    ]);
  });

  test('Sam has nothing saved; punch cards are per store', async () => {
    const res = await api().get<Json & { coupons: Json[]; punchCards: Json[] }>('/customer/profile/store', {
      token: sam,
      storeId: '1001',
    });
    expect(res.body.points).toBe(0);
    expect(res.body.coupons.filter((c) => c.uuid !== null)).toEqual([]);
    expect(res.body.punchCards).toEqual([]);
    const elsewhere = await api().get<Json & { punchCards: Json[] }>('/customer/profile/store', {
      token: jane,
      storeId: '1002',
    });
    expect(elsewhere.body.punchCards).toEqual([]);
  });

  test('GET /rewards lists the three reward options with points and discounts', async () => {
    const res = await api().get<Json[]>('/rewards', { storeId: '1001' });
    expect(res.status).toBe(200);
    expect(res.body.map((r) => [r.rewardName, r.redeemPoints])).toEqual([
      ['Free Classic Fries', 500],
      ['$5 off', 1000],
      ['20% off', 3000],
    ]);
    expect(res.body[0]).toMatchObject({
      menuItem: expect.objectContaining({ code: 'FRIES' }),
      onlineRedeemable: true,
    });
    expect(res.body[1]).toMatchObject({ discountRule: { amount: 5 }, discountAmount: 500 });
    expect(res.body[2]).toMatchObject({ discountRule: { percent: 0.2 } });
    expect((await api().get<Json[]>('/rewards', { storeId: '4521' })).body).toEqual([]);
    expect((await api().get('/rewards')).status).toBe(400);
  });

  test('GET /rewards/coupons answers the group coupons for visitors', async () => {
    const res = await api().get<Json[]>('/rewards/coupons', { storeId: '1001' });
    expect(res.status).toBe(200);
    expect(res.body.map((c) => c.code).sort()).toEqual(['BOGOBURGER', 'GIFT25', 'WELCOME10']);
    expect(res.body.every((c) => c.uuid === null)).toBe(true);
    const gift = res.body.find((c) => c.code === 'GIFT25');
    expect(gift).toMatchObject({ charges: [expect.objectContaining({ price: 25 })] });
    expect((await api().get<Json[]>('/rewards/coupons', { storeId: '4521' })).body).toEqual([]);
  });

  test('an expired session on a visitor call still answers USR_ERR_0030', async () => {
    const ended = await api().login(JANE.telephone);
    await api().post('/customer/logout', undefined, { token: ended });
    const res = await api().get<Json>('/rewards', { storeId: '1001', token: ended });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('USR_ERR_0030');
  });
});

describe('order history and orders', () => {
  test("GET /order/history pages through Jane's twelve orders, newest first", async () => {
    const first = await api().get<{ currentPage: Json[]; pageNumber: number; totalSize: number }>(
      '/order/history?size=10&page=1',
      { token: jane },
    );
    expect(first.status).toBe(200);
    expect(first.body.totalSize).toBe(12);
    expect(first.body.pageNumber).toBe(1);
    expect(first.body.currentPage).toHaveLength(10);
    expect(first.body.currentPage[0]).toMatchObject({ orderId: 'ORD-1001-000012', storeId: '1001' });
    const second = await api().get<{ currentPage: Json[]; pageNumber: number }>(
      '/order/history?size=10&page=2',
      {
        token: jane,
      },
    );
    expect(second.body.pageNumber).toBe(2);
    expect(second.body.currentPage.map((o) => o.orderId)).toEqual(['ORD-1001-000002', 'ORD-1001-000001']);
    const defaults = await api().get<{ currentPage: Json[] }>('/order/history', { token: jane });
    expect(defaults.body.currentPage).toHaveLength(10);
  });

  test('a customer sees only their own orders', async () => {
    const res = await api().get<{ currentPage: Json[]; totalSize: number }>('/order/history', { token: sam });
    expect(res.body).toMatchObject({ currentPage: [], totalSize: 0 });
    const own = await api().get<Json>('/order/ORD-1001-000003', { token: jane });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ orderId: 'ORD-1001-000003', subOrderList: [expect.any(Object)] });
    const other = await api().get<Json>('/order/ORD-1001-000003', { token: sam });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ errorCode: 'GENERAL_ERR_FORBIDDEN' });
    expect((await api().get('/order/NOPE-1', { token: jane })).status).toBe(404);
    expect((await api().get('/order/ORD-1001-000003')).status).toBe(401);
  });

  test.each([
    'size=0',
    'size=-1',
    'size=51',
    'size=abc',
    'page=0',
    'page=-3',
    'page=1.5',
    `page=${'9'.repeat(30)}`,
  ])('history query %s is 400', async (query) => {
    const res = await api().get<Json>(`/order/history?${query}`, { token: jane });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('GENERAL_ERR_INVALID_REQUEST');
  });

  test('GET /customer/order answers no open order when there is none', async () => {
    const res = await api().get<Json>('/customer/order', { token: jane, storeId: '1001' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ orderId: null, tableNo: null, orderStatus: null });
  });
});

describe('contact info editing (PUT /customer)', () => {
  test('saves first name, last name and e-mail; the phone stays', async () => {
    const saved = await api().request<Json>('PUT', '/customer', {
      token: sam,
      body: { firstName: 'Samuel', lastName: 'Lee', email: 'sam@example.com' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      firstName: 'Samuel',
      email: 'sam@example.com',
      telephone: SAM.telephone,
    });
    expect((await api().get<Json>('/customer', { token: sam })).body).toMatchObject({ firstName: 'Samuel' });
  });

  test.each([
    [{ firstName: '', lastName: 'Lee', email: 'sam@example.com' }],
    [{ firstName: 'Sam', lastName: 'Lee', email: 'not-an-email' }],
    [{ firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', telephone: '4165550100' }],
  ])('refuses %j with a 400', async (body) => {
    const res = await api().request<Json>('PUT', '/customer', { token: sam, body });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('errorCode');
  });

  test('a visitor cannot edit', async () => {
    expect(
      (await api().request('PUT', '/customer', { body: { firstName: 'A', lastName: 'B', email: 'a@b.co' } }))
        .status,
    ).toBe(401);
  });
});
