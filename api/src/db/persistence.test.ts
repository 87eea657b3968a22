import { rmSync } from 'node:fs';
import { ApiProcess, emptyDataDir, JANE, SAM, TEST_DATABASE_URL, TEST_NOW } from '../test-support/harness.js';

type Json = Record<string, unknown>;

// These tests are about the embedded database's data folder.
const test = TEST_DATABASE_URL ? global.test.skip : global.test;

// One data folder for the whole file; each test restarts the server on it, as an operator would.
const dataDir = emptyDataDir();
let api: ApiProcess | null = null;
const minutesAfter = (minutes: number) => new Date(Date.parse(TEST_NOW) + minutes * 60_000).toISOString();

async function restart(env: Record<string, string> = {}): Promise<ApiProcess> {
  await api?.stop();
  api = new ApiProcess(dataDir, env);
  await api.start();
  return api;
}

afterAll(async () => {
  await api?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const state: { sam: string; newcomer: string; newcomerId: number; pendingCode: string | null } = {
  sam: '',
  newcomer: '',
  newcomerId: 0,
  pendingCode: null,
};

test('the first start on an empty folder creates the database and loads the demo data', async () => {
  const first = await restart();
  const stores = await first.get<Json[]>('/store?groupId=G1001');
  expect(stores.body.map((s) => s.storeId)).toEqual(['1001', '1002', '1003']);
  const history = await first.get<{ totalSize: number }>('/order/history', {
    token: await first.login(JANE.telephone),
  });
  expect(history.body.totalSize).toBe(12);
}, 60_000);

test('what a journey wrote survives a restart, and the demo data is not loaded twice', async () => {
  const before = await restart();
  state.sam = await before.login(SAM.telephone);
  await before.post('/customer/login/request', { telephone: '6475550300' });
  const login = await before.post<Json>('/customer/login', {
    telephone: '6475550300',
    code: await before.loggedCode('6475550300'),
    referrer: JANE.id,
  });
  state.newcomer = login.headers.get('authorization') ?? '';
  state.newcomerId = Number(login.body.id);
  const card = await before.post<Json>(
    '/customer/paymentMethod',
    {
      name: 'Sam Lee',
      no: '4000000000000002',
      expiredMonth: 1,
      expiredYear: 2030,
      csv: '999',
      country: 'CA',
    },
    { token: state.sam },
  );
  expect(card.status).toBe(201);
  await before.post(
    '/item/click_thumbup',
    { storeId: '1001', groupId: 'G1001', catalogCode: 'ALLDAY', itemCode: 'SALAD' },
    { token: state.sam },
  );
  await before.post('/item/click_thumbup', {
    storeId: '1001',
    groupId: 'G1001',
    catalogCode: 'ALLDAY',
    itemCode: 'FRIES',
  });
  expect((await before.post('/order/error', { error: 'before restart', statusCode: 505 })).status).toBe(201);
  await before.post('/customer/login/request', { telephone: '6475550301' });
  state.pendingCode = await before.loggedCode('6475550301');

  const after = await restart({ OWA_FIXED_NOW: minutesAfter(2) });
  expect((await after.get<Json>('/customer', { token: state.sam })).body).toMatchObject({ id: SAM.id });
  expect((await after.get<Json>('/customer', { token: state.newcomer })).body).toMatchObject({
    id: state.newcomerId,
    telephone: '6475550300',
  });
  const cards = await after.get<Json[]>('/customer/paymentMethod', { token: state.sam });
  expect(cards.body).toEqual([expect.objectContaining({ last4: '0002', expiredYear: 2030 })]);
  const liked = await after.get<string[]>(`/customer/thumbup_history/${SAM.id}/G1001/1001`, {
    token: state.sam,
  });
  expect(liked.body).toEqual(['SALAD']);
  const counts = await after.get<{ itemCode: string; thumbup: number }[]>('/item/get_thumbup/G1001/1001');
  expect(counts.body).toEqual(
    expect.arrayContaining([
      { itemCode: 'FRIES', thumbup: 43 },
      { itemCode: 'SALAD', thumbup: 1 },
    ]),
  );
  expect((await after.get<Json[]>('/store?groupId=G1001')).body).toHaveLength(3);
  const report = await after.post<Json>('/order/error', { error: 'after restart' });
  expect(report.body.id).toBe(2);
  // A code sent before the restart still logs in within its ten minutes.
  const pending = await after.post('/customer/login', { telephone: '6475550301', code: state.pendingCode });
  expect(pending.status).toBe(200);
}, 60_000);

test('codes expire after 10 minutes and sessions after 30 days (clock fixed by OWA_FIXED_NOW)', async () => {
  const now = await restart({ OWA_FIXED_NOW: minutesAfter(3) });
  await now.post('/customer/login/request', { telephone: '6475550302' });
  const code = await now.loggedCode('6475550302');
  const later = await restart({ OWA_FIXED_NOW: minutesAfter(14) });
  const expired = await later.post<Json>('/customer/login', { telephone: '6475550302', code });
  expect(expired.status).toBe(400);
  expect(expired.body.errorCode).toBe('USR_ERR_CODE_EXPIRED');
  // The resend block is long over: a new code can be asked for.
  expect((await later.post('/customer/login/request', { telephone: '6475550302' })).status).toBe(200);
  expect((await later.get('/customer', { token: state.sam })).status).toBe(200);
  const monthLater = await restart({ OWA_FIXED_NOW: minutesAfter(31 * 24 * 60) });
  const stale = await monthLater.get<Json>('/customer', { token: state.sam });
  expect(stale.status).toBe(401);
  expect(stale.body.errorCode).toBe('USR_ERR_0030');
}, 60_000);

test('the production configuration turns demo mode and the test endpoints off', async () => {
  const production = await restart({ NODE_ENV: 'production', OWA_DEMO: '', OWA_FIXED_NOW: minutesAfter(60) });
  expect((await production.post('/customer/login/request', { telephone: JANE.telephone })).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(production.logs.join('\n')).not.toContain('one-time login code');
  const demoCode = await production.post<Json>('/customer/login', {
    telephone: JANE.telephone,
    code: '246810',
  });
  expect(demoCode.status).toBe(400);
  expect((await production.post('/_test/reset')).status).toBe(404);
  expect((await production.post('/_test/clock', { at: null })).status).toBe(404);
}, 60_000);
