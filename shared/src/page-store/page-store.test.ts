/** @jest-environment node */
import { configureSiteApi } from '../api-client/site-api';
import { bus } from '../bus/bus';
import type { PageStore } from '../bus/events';
import type { Store } from '../entities/store.js';
import { pageStore, STORE_NOT_FOUND } from './page-store';

const shell = bus.publisherFor('shell');
const maple = { storeId: '1001', name: 'Maple Downtown' } as Store;
const page = (patch: Partial<PageStore>): PageStore => ({
  storeId: '1001',
  store: null,
  group: null,
  onlineMenuCount: 1,
  status: 'loading',
  errorCode: null,
  ...patch,
});

/** The API as the page's client reaches it: every request is counted. */
function apiAnswering(body: unknown) {
  const requests: string[] = [];
  configureSiteApi({
    baseUrl: '/api/v1',
    production: false,
    fetch: async (input) => {
      requests.push(String(input));
      return new Response(JSON.stringify(body), { status: 200 });
    },
  });
  return requests;
}

describe('pageStore', () => {
  it('reads the store the shell fetched, once it is in, and asks the API for nothing', async () => {
    const requests = apiAnswering([]);
    shell.publish('shell:store', page({ status: 'loading' }));
    const reading = pageStore('1001');
    shell.publish('shell:store', page({ status: 'ready', store: maple }));
    await expect(reading).resolves.toBe(maple);
    await expect(pageStore('1001')).resolves.toBe(maple);
    expect(requests).toEqual([]);
  });

  it("rejects with the API's reason when the shell could not have it, and asks the shell again on the next read", async () => {
    apiAnswering([]);
    shell.publish('shell:store', page({ status: 'failed', errorCode: STORE_NOT_FOUND }));
    const reloads: string[] = [];
    const subscription = bus.on('shell:reload-store').subscribe(({ storeId }) => {
      reloads.push(storeId);
      shell.publish('shell:store', page({ status: 'loading' }));
      shell.publish('shell:store', page({ status: 'failed', errorCode: 'HTTP_500' }));
    });
    await expect(pageStore('1001')).rejects.toMatchObject({ errorCode: 'HTTP_500' });
    expect(reloads).toEqual(['1001']);
    subscription.unsubscribe();
  });

  it('asks the API itself for a store that is not the page’s', async () => {
    const requests = apiAnswering([{ storeId: '1002', name: 'Maple Uptown' }]);
    shell.publish('shell:store', page({ status: 'ready', store: maple }));
    await expect(pageStore('1002')).resolves.toMatchObject({ name: 'Maple Uptown' });
    expect(requests).toEqual(['/api/v1/store?storeId=1002']);
  });
});
