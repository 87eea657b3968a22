import { apiForThisFile, JANE, SAM } from '../../test-support/harness.js';

type Json = Record<string, unknown>;

const server = apiForThisFile();
beforeEach(async () => {
  await server.api.reset();
});
const api = () => server.api;

const like = (itemCode: string, extra: Json = {}) => ({
  storeId: '1001',
  groupId: 'G1001',
  catalogCode: 'ALLDAY',
  itemCode,
  ...extra,
});

async function countOf(itemCode: string): Promise<number> {
  const res = await api().get<{ itemCode: string; thumbup: number }[]>('/item/get_thumbup/G1001/1001');
  return res.body.find((r) => r.itemCode === itemCode)?.thumbup ?? 0;
}

describe('thumbs-up', () => {
  test('GET /item/get_thumbup lists counts: fries 42, burger 17', async () => {
    const res = await api().get('/item/get_thumbup/G1001/1001');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { itemCode: 'BYOB', thumbup: 17 },
      { itemCode: 'FRIES', thumbup: 42 },
    ]);
    expect((await api().get('/item/get_thumbup/G1001/4521')).body).toMatchObject({
      errorCode: 'GENERAL_ERR_STORE_NOT_FOUND',
    });
    expect((await api().get('/item/get_thumbup/G4520/4521')).body).toEqual([]);
  });

  test('a visitor likes, gets an id, and takes the like back with it', async () => {
    const liked = await api().post<Json>('/item/click_thumbup/', like('ONIONRINGS'));
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ liked: true, thumbup: 1, itemthumbupid: expect.any(String) });
    const unliked = await api().post<Json>(
      '/item/click_thumbup/',
      like('ONIONRINGS', { itemthumbupid: liked.body.itemthumbupid }),
    );
    expect(unliked.body).toMatchObject({ liked: false, itemthumbupid: null, thumbup: 0 });
  });

  test("a logged-in customer's like toggles and shows in their history", async () => {
    const token = await api().login(JANE.telephone);
    const first = await api().post<Json>('/item/click_thumbup', like('FRIES', { customerId: JANE.id }), {
      token,
    });
    expect(first.body).toMatchObject({ liked: true, thumbup: 43 });
    const history = await api().get<string[]>(`/customer/thumbup_history/${JANE.id}/G1001/1001`, { token });
    expect(history.body).toEqual(['FRIES']);
    const second = await api().post<Json>('/item/click_thumbup', like('FRIES'), { token });
    expect(second.body).toMatchObject({ liked: false, itemthumbupid: null, thumbup: 42 });
    expect(
      (await api().get<string[]>(`/customer/thumbup_history/${JANE.id}/G1001/1001`, { token })).body,
    ).toEqual([]);
  });

  test("another customer's history and likes in another's name are refused", async () => {
    const sam = await api().login(SAM.telephone);
    const history = await api().get<Json>(`/customer/thumbup_history/${JANE.id}/G1001/1001`, { token: sam });
    expect(history.status).toBe(403);
    expect(history.body.errorCode).toBe('GENERAL_ERR_FORBIDDEN');
    const forged = await api().post<Json>('/item/click_thumbup', like('FRIES', { customerId: JANE.id }), {
      token: sam,
    });
    expect(forged.status).toBe(403);
    const anonymousForged = await api().post<Json>(
      '/item/click_thumbup',
      like('FRIES', { customerId: JANE.id }),
    );
    expect(anonymousForged.status).toBe(403);
    expect(await countOf('FRIES')).toBe(42);
    expect((await api().get(`/customer/thumbup_history/${JANE.id}/G1001/1001`)).status).toBe(401);
  });

  test("a visitor cannot remove a customer's like by its id", async () => {
    const token = await api().login(JANE.telephone);
    const liked = await api().post<Json>('/item/click_thumbup', like('SALAD'), { token });
    await api().post('/item/click_thumbup', like('SALAD', { itemthumbupid: liked.body.itemthumbupid }));
    expect(await countOf('SALAD')).toBe(1);
  });

  test.each([
    ['unknown item', like('NOPE'), 400, 'MENU_ERR_ITEM_NOT_FOUND'],
    ['unknown menu', like('FRIES', { catalogCode: 'DINNER' }), 400, 'MENU_ERR_MENU_NOT_FOUND'],
    ['store of another group', like('FRIES', { groupId: 'G4520' }), 404, 'GENERAL_ERR_STORE_NOT_FOUND'],
    ['unknown store', like('FRIES', { storeId: '5555' }), 404, 'GENERAL_ERR_STORE_NOT_FOUND'],
    [
      'missing item',
      { storeId: '1001', groupId: 'G1001', catalogCode: 'ALLDAY' },
      400,
      'GENERAL_ERR_INVALID_REQUEST',
    ],
    ['item as number', like('FRIES', { itemCode: 42 }), 400, 'GENERAL_ERR_INVALID_REQUEST'],
    ['huge code', like('X'.repeat(10_000)), 400, 'GENERAL_ERR_INVALID_REQUEST'],
    ['negative customer', like('FRIES', { customerId: -1 }), 400, 'GENERAL_ERR_INVALID_REQUEST'],
  ])('%s is refused and counts nothing', async (_label, body, status, errorCode) => {
    const res = await api().post<Json>('/item/click_thumbup', body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errorCode, errorMsg: expect.any(String) });
    expect(await countOf('FRIES')).toBe(42);
  });

  test('history params are validated', async () => {
    const token = await api().login(JANE.telephone);
    expect((await api().get('/customer/thumbup_history/abc/G1001/1001', { token })).status).toBe(400);
    expect((await api().get(`/customer/thumbup_history/${JANE.id}/G1001/x1`, { token })).status).toBe(400);
    expect((await api().get(`/customer/thumbup_history/${JANE.id}/G4520/1001`, { token })).status).toBe(404);
  });
});

describe('concurrency on the single embedded connection', () => {
  test('forty simultaneous likes and reads all land', async () => {
    const clicks = Array.from({ length: 40 }, () => api().post<Json>('/item/click_thumbup', like('COLA')));
    const reads = Array.from({ length: 10 }, () => api().get('/menu/ALLDAY', { storeId: '1001' }));
    const results = await Promise.all([...clicks, ...reads]);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await countOf('COLA')).toBe(40);
  });
});
