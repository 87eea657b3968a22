// The API's answers checked against the contract package's boundary schemas, the ones the site's
// API client validates every response with: a drift between the two fails here, not in a browser.
import * as v from 'valibot';
import {
  CouponSchema,
  CustomerRewardsSchema,
  GroupSchema,
  LiteMenuListSchema,
  MenuSchema,
  OrderHistoryPageSchema,
  RewardOptionListSchema,
  SavedCardListSchema,
  StoreListSchema,
  UserSchema,
} from '../../shared/src/entities/index.js';
import { JANE, startTestApi, type TestApi } from './test-support/harness.js';

let server: TestApi;
let jane: string;
beforeAll(async () => {
  server = await startTestApi();
  jane = await server.api.login(JANE.telephone);
}, 60_000);
afterAll(async () => {
  await server.close();
});
const api = () => server.api;

function expectValid(schema: v.GenericSchema, value: unknown, label: string) {
  const result = v.safeParse(schema, value);
  const issues = result.issues?.slice(0, 3).map((i) => `${v.getDotPath(i)}: ${i.message}`);
  expect({ label, issues: issues ?? [] }).toEqual({ label, issues: [] });
}

test('stores and groups', async () => {
  for (const query of ['storeId=1001', 'storeId=1002', 'storeId=1003', 'groupId=G4520']) {
    expectValid(StoreListSchema, (await api().get(`/store?${query}`)).body, query);
  }
  expectValid(GroupSchema, (await api().get('/store_group?groupId=G1001')).body, 'G1001');
  expectValid(GroupSchema, (await api().get('/store_group?groupId=G4520')).body, 'G4520');
});

test('menus', async () => {
  for (const [storeId, code] of [
    ['1001', 'ALLDAY'],
    ['1001', 'BAR'],
    ['1002', 'BREAKFAST'],
    ['1002', 'LUNCH'],
    ['1003', 'CAFE'],
    ['1003', 'WINE'],
    ['4521', 'PIZZA'],
  ] as const) {
    expectValid(LiteMenuListSchema, (await api().get('/lite_menus', { storeId })).body, `lite ${storeId}`);
    expectValid(MenuSchema, (await api().get(`/menu/${code}`, { storeId })).body, code);
  }
});

test('customer, rewards, coupons, cards and history', async () => {
  expectValid(UserSchema, (await api().get('/customer', { token: jane })).body, 'customer');
  expectValid(
    CustomerRewardsSchema,
    (await api().get('/customer/profile/store', { token: jane, storeId: '1001' })).body,
    'profile',
  );
  expectValid(RewardOptionListSchema, (await api().get('/rewards', { storeId: '1001' })).body, 'rewards');
  expectValid(
    v.array(CouponSchema),
    (await api().get('/rewards/coupons', { storeId: '1001' })).body,
    'coupons',
  );
  expectValid(
    SavedCardListSchema,
    (await api().get('/customer/paymentMethod', { token: jane })).body,
    'cards',
  );
  expectValid(OrderHistoryPageSchema, (await api().get('/order/history', { token: jane })).body, 'history');
});
