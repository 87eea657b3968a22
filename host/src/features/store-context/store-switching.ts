import { matchRoute, routeParam } from '@owa/shared';
import { isStoreSwitch, LAST_STORE_KEY } from '../../domain/store-identity';

/**
 * At start, before any team reads its storage: another store than the last one wipes the browser
 * state but the login (spec 3 §4). Nothing is in memory yet, so the page needs no reload.
 */
export async function settleStoreAtStart(storage: Storage = window.localStorage): Promise<void> {
  const storeId = routeParam(matchRoute(window.location.pathname), 'sid');
  if (!storeId) return;
  if (!isStoreSwitch(storeId, storage.getItem(LAST_STORE_KEY))) {
    storage.setItem(LAST_STORE_KEY, storeId);
    return;
  }
  // The wipe's code loads only when a switch happens.
  const { pageBrowserState, wipeForStore } = await import('../../domain/store-switch');
  await wipeForStore(pageBrowserState(), storeId);
}
