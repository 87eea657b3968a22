import {
  resetSharedResponses,
  SHARE_WINDOW_MS,
  shareResponsesForQrEntry,
  sharingFetch,
} from './shared-responses';

const calls: string[] = [];
let status = 200;

beforeEach(() => {
  resetSharedResponses();
  calls.length = 0;
  status = 200;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return {
      ok: status < 400,
      status,
      clone() {
        return this;
      },
    } as unknown as Response;
  }) as typeof fetch;
});

const store = '/api/v1/store?storeId=1003';
const init = (storeId: string): RequestInit => ({
  method: 'GET',
  headers: { storeId, 'Accept-Language': 'en' },
});

describe('answers shared between the QR entry hops', () => {
  it('asks the network once for the same store while sharing is on', async () => {
    shareResponsesForQrEntry();
    await sharingFetch(store, init('1003'));
    await sharingFetch(store, init('1003'));
    expect(calls).toEqual([store]);
  });

  it("shares the store page's menu, not the addresses under it", async () => {
    shareResponsesForQrEntry();
    const menu = '/api/v1/menu/CAFE';
    await sharingFetch(menu, init('1003'));
    await sharingFetch(menu, init('1003'));
    await sharingFetch('/api/v1/menu/CAFE/items', init('1003'));
    await sharingFetch('/api/v1/menu/CAFE/items', init('1003'));
    expect(calls).toEqual([menu, '/api/v1/menu/CAFE/items', '/api/v1/menu/CAFE/items']);
  });

  it('asks again for another store header, a POST, or when sharing is off', async () => {
    shareResponsesForQrEntry();
    await sharingFetch(store, init('1003'));
    await sharingFetch(store, init('1001'));
    await sharingFetch('/api/v1/shoppingcart', { method: 'POST', body: '{}' });
    expect(calls).toHaveLength(3);
    resetSharedResponses();
    await sharingFetch(store, init('1003'));
    await sharingFetch(store, init('1003'));
    expect(calls).toHaveLength(5);
  });

  it('does not keep a failed answer, and stops sharing after the window', async () => {
    shareResponsesForQrEntry();
    status = 500;
    await sharingFetch(store, init('1003'));
    status = 200;
    await sharingFetch(store, init('1003'));
    expect(calls).toHaveLength(2);
    shareResponsesForQrEntry(Date.now() - SHARE_WINDOW_MS - 1);
    await sharingFetch(store, init('1003'));
    expect(calls).toHaveLength(3);
  });
});
