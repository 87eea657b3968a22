// The store page's side effect, in the menu store's listener middleware (app/store.ts starts it):
// the store and its menu, fetched when the page asks for them.
import { ApiError, bus, type Menu, MenuSchema, pageStore, siteApi } from '@owa/shared';
import { loadSanitiser } from '@owa/shared/sanitise';
import { noticeMarkup } from '../../domain/store-display';
import type { MenuListeners } from '../../lib/listener-middleware';
import { loadTimeRules } from '../../lib/use-time-rules';
import {
  isStorePageRequested,
  NO_MENU_FOUND_GROUP,
  storePageFailed,
  storePageLoaded,
} from './store-page-slice';

async function fetchStorePage(storeId: string, menuCode: string) {
  const api = siteApi();
  let menuFailed = false;
  // The page shows once, whole: its hours and what is available now need the time rules, and its
  // notice the sanitiser when it is markup, so both load beside its data rather than changing it
  // after it shows.
  const rules = loadTimeRules().catch(() => null);
  const [store, menu] = await Promise.all([
    // The shell fetched the store for every team; the page shows its own not-found message.
    pageStore(storeId).then(async (found) => {
      if (noticeMarkup(found) !== null) await loadSanitiser().catch(() => null);
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

export function listenForStorePage(listeners: MenuListeners): void {
  listeners.startListening({
    predicate: isStorePageRequested,
    effect: async ({ storeId, menuCode }, api) => {
      // A retry or another store asks again: only the latest request's answer lands.
      api.cancelActiveListeners();
      try {
        const { store, menu, menuFailed } = await api.pause(fetchStorePage(storeId, menuCode));
        api.dispatch(storePageLoaded(store, menu, menuFailed));
        // The cart's lines name their options from it instead of fetching the menu again.
        if (!menuFailed) bus.publisherFor('menu').publish('menu:store-menu', { storeId, menuCode, menu });
      } catch (error) {
        if (api.signal.aborted) return;
        api.dispatch(storePageFailed(error instanceof ApiError ? error.errorCode : 'CLIENT_ERR_UNKNOWN'));
      }
    },
  });
}
