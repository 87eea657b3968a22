import { bus, configureSiteApi } from '@owa/shared';
import { loadedSanitiser } from '@owa/shared/sanitise';
import { createMenuStore, type MenuStore } from '../../app/store';
import { NO_MENU_FOUND_GROUP, storePageRequested } from './store-page-slice';

const STORE = { storeId: 1001, groupId: 'G1001', name: 'Maple Downtown' };
const MENU = { code: 'ALLDAY', menuGroups: [{ code: 'BURGERS', name: 'Burgers', menuItems: [] }] };

/** The API with a store list and a menu answer, each either a body or an error code. */
function fakeApi(answers: { stores?: unknown[]; menuError?: string }) {
  configureSiteApi({ baseUrl: '/api/v1', production: false });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/menu/') && answers.menuError) {
      const body = { errorCode: answers.menuError, errorMsg: 'Menu is down' };
      return { ok: false, status: 500, text: async () => JSON.stringify(body) } as Response;
    }
    const body = url.includes('/menu/') ? MENU : (answers.stores ?? [STORE]);
    return { ok: true, status: 200, text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
}

/** Resolves once the page's data has landed (ready or failed). */
function settled(store: MenuStore): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const { status } = store.getState().storePage;
      if (status !== 'ready' && status !== 'failed') return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

describe('loading the store page, through the menu store', () => {
  it('is loading while the store and menu are fetched, then ready with both', async () => {
    fakeApi({});
    const store = createMenuStore();
    store.dispatch(storePageRequested({ storeId: '1001', menuCode: 'ALLDAY' }));
    expect(store.getState().storePage).toMatchObject({
      status: 'loading',
      storeId: '1001',
      menuCode: 'ALLDAY',
    });
    await settled(store);
    expect(store.getState().storePage).toMatchObject({
      status: 'ready',
      store: { storeId: 1001 },
      menu: { code: 'ALLDAY' },
      menuFailed: false,
    });
    // The cart names its lines' options from it rather than fetching the menu again.
    expect(bus.current('menu:store-menu')).toMatchObject({
      storeId: '1001',
      menuCode: 'ALLDAY',
      menu: { code: 'ALLDAY' },
    });
  });

  it('turns a menu that fails into the placeholder group, with an error snack (spec 1 §7)', async () => {
    fakeApi({ menuError: 'GENERAL_ERR_INTERNAL' });
    const snacks: unknown[] = [];
    const subscription = bus.on('shell:snack').subscribe((snack) => snacks.push(snack));
    const store = createMenuStore();
    store.dispatch(storePageRequested({ storeId: '1001', menuCode: 'ALLDAY' }));
    await settled(store);
    subscription.unsubscribe();
    const page = store.getState().storePage;
    expect(page.status).toBe('ready');
    expect(page.menuFailed).toBe(true);
    expect(page.menu?.menuGroups?.[0]?.name).toBe(NO_MENU_FOUND_GROUP);
    expect(snacks).toEqual([{ message: 'Menu is down', status: 'error' }]);
    // The placeholder is the page's own: other teams never see it as the menu.
    expect(bus.current('menu:store-menu')?.menu.menuGroups?.[0]?.name).not.toBe(NO_MENU_FOUND_GROUP);
  });

  it('fails with the not-found code when the store list is empty', async () => {
    fakeApi({ stores: [] });
    const store = createMenuStore();
    store.dispatch(storePageRequested({ storeId: '9999', menuCode: 'ALLDAY' }));
    await settled(store);
    expect(store.getState().storePage).toMatchObject({
      status: 'failed',
      errorCode: 'GENERAL_ERR_STORE_NOT_FOUND',
    });
  });

  // The sanitiser loads once per page: plain words first, then markup.
  it('loads the sanitiser beside the data only for a notice in markup (plain words need none)', async () => {
    const withNotice = (message: string) => ({
      ...STORE,
      settings: { owaSettings: { bannerSettings: { enabled: true, message } } },
    });
    fakeApi({ stores: [withNotice('Our patio is open! 10% off with code WELCOME10.')] });
    const plain = createMenuStore();
    plain.dispatch(storePageRequested({ storeId: '1001', menuCode: 'ALLDAY' }));
    await settled(plain);
    expect(plain.getState().storePage.status).toBe('ready');
    expect(loadedSanitiser()).toBeNull();

    fakeApi({ stores: [withNotice('Our <b>patio</b> is open')] });
    const markup = createMenuStore();
    markup.dispatch(storePageRequested({ storeId: '1001', menuCode: 'ALLDAY' }));
    await settled(markup);
    expect(loadedSanitiser()?.('<b onclick="steal()">patio</b>')).toBe('<b>patio</b>');
  });
});
