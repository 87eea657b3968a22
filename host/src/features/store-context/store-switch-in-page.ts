import { bus, matchRoute, routeParam } from '@owa/shared';
import { isStoreSwitch, LAST_STORE_KEY, pageBrowserState, wipeForStore } from '../../domain/store-switch';

/**
 * Opening another store from within the page: the owning teams reset their state (cart, address,
 * order type, checkout info; applied promotions), the browser state is wiped but the login, and the
 * page reloads on the new store (spec 3 §4 "Store switching and storage").
 */
export function followStoreSwitches(storage: Storage = window.localStorage): () => void {
  let switching = false;
  const onRoute = () => {
    const storeId = routeParam(matchRoute(window.location.pathname), 'sid');
    if (switching || !storeId) return;
    if (!isStoreSwitch(storeId, storage.getItem(LAST_STORE_KEY))) {
      storage.setItem(LAST_STORE_KEY, storeId);
      return;
    }
    switching = true;
    bus.emit('cart:reset', { reason: 'store-switch' });
    bus.emit('account:reset', { reason: 'store-switch' });
    void wipeForStore(pageBrowserState(), storeId).finally(() => window.location.reload());
  };
  window.addEventListener('single-spa:before-routing-event', onRoute);
  return () => window.removeEventListener('single-spa:before-routing-event', onRoute);
}
