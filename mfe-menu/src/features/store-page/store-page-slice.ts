import { ApiError, bus, type Menu, MenuSchema, pageStore, type Store, siteApi } from '@owa/shared';
import type { UnknownAction } from 'redux';
import { noticeHtml } from '../../domain/store-display';
import type { MenuDispatch } from '../../lib/hooks';
import { loadSanitiser } from '../../lib/sanitiser';
import { loadTimeRules } from '../../lib/use-time-rules';

export interface StorePageState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly storeId: string | null;
  readonly menuCode: string | null;
  readonly store: Store | null;
  readonly menu: Menu | null;
  readonly errorCode: string | null;
  /** The menu call failed: `menu` is the placeholder group (spec 1 §7) and a retry is offered. */
  readonly menuFailed: boolean;
}

/** The part of the menu store the store page's data is. */
export interface WithStorePage {
  readonly storePage: StorePageState;
}

export const selectStorePage = (state: WithStorePage) => state.storePage;

const initialState: StorePageState = {
  status: 'idle',
  storeId: null,
  menuCode: null,
  store: null,
  menu: null,
  errorCode: null,
  menuFailed: false,
};

/** spec 1 §7: a menu that fails to load becomes one placeholder group. */
export const NO_MENU_FOUND_GROUP = 'No menu found in store';

/** What happened to the store page's data, as events. */
export type StorePageEvent =
  | { type: 'storePage/requested'; storeId: string; menuCode: string }
  | { type: 'storePage/loaded'; store: Store; menu: Menu; menuFailed: boolean }
  | { type: 'storePage/failed'; errorCode: string };

const storePageRequested = (storeId: string, menuCode: string): StorePageEvent => ({
  type: 'storePage/requested',
  storeId,
  menuCode,
});
const storePageLoaded = (store: Store, menu: Menu, menuFailed: boolean): StorePageEvent => ({
  type: 'storePage/loaded',
  store,
  menu,
  menuFailed,
});
const storePageFailed = (errorCode: string): StorePageEvent => ({ type: 'storePage/failed', errorCode });

async function fetchStorePage(storeId: string, menuCode: string) {
  const api = siteApi();
  let menuFailed = false;
  // The page shows once, whole: its hours and what is available now need the time rules, and its
  // notice the sanitiser, so both load beside its data rather than changing it after it shows.
  const rules = loadTimeRules().catch(() => null);
  const [store, menu] = await Promise.all([
    // The shell fetched the store for every team; the page shows its own not-found message.
    pageStore(storeId).then(async (found) => {
      if (noticeHtml(found)) await loadSanitiser().catch(() => null);
      return found;
    }),
    api
      .request(`/menu/${encodeURIComponent(menuCode)}`, { schema: MenuSchema, storeId, silent: true })
      .catch((error: unknown): Menu => {
        if (error instanceof ApiError && error.errorCode === 'GENERAL_ERR_STORE_NOT_FOUND') throw error;
        // spec 1 §7: an error snack, and the menu becomes one placeholder group.
        menuFailed = true;
        bus.emit('shell:snack', {
          message: error instanceof ApiError ? error.errorMsg : String(error),
          status: 'error',
        });
        return {
          code: menuCode,
          menuGroups: [{ code: 'NO_MENU', name: NO_MENU_FOUND_GROUP, menuItems: [] }],
        };
      }),
  ]);
  await rules;
  return { store, menu, menuFailed };
}

/** Loads the store and its menu (a thunk). */
export function loadStorePage({ storeId, menuCode }: { storeId: string; menuCode: string }) {
  return async (dispatch: MenuDispatch): Promise<void> => {
    dispatch(storePageRequested(storeId, menuCode));
    try {
      const { store, menu, menuFailed } = await fetchStorePage(storeId, menuCode);
      dispatch(storePageLoaded(store, menu, menuFailed));
    } catch (error) {
      dispatch(storePageFailed(error instanceof ApiError ? error.errorCode : 'CLIENT_ERR_UNKNOWN'));
    }
  };
}

export function storePageReducer(
  state: StorePageState = initialState,
  action: StorePageEvent | UnknownAction,
): StorePageState {
  const event = action as StorePageEvent;
  switch (event.type) {
    case 'storePage/requested':
      return {
        ...state,
        status: 'loading',
        storeId: event.storeId,
        menuCode: event.menuCode,
        errorCode: null,
      };
    case 'storePage/loaded':
      return {
        ...state,
        status: 'ready',
        store: event.store,
        menu: event.menu,
        menuFailed: event.menuFailed,
      };
    case 'storePage/failed':
      return { ...state, status: 'failed', errorCode: event.errorCode };
    default:
      return state;
  }
}
