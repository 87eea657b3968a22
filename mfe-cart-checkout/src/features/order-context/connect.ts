import type { EventBus } from '@owa/shared';
import { type RoomStore, stopAll } from '../../lib/store';
import { startTableMenus } from './dine-in/table/table-menus';
import { orderContextActions, selectStoreContext, toPublishedContext } from './order-context-slice';
import { pickupAsapByDefault } from './pickup-asap';
import type { OrderContextRoot } from './state';
import { storeInfoActions } from './store-info-slice';

/** What `cart:order-context` says: a pickup the store takes ASAP by default counts as scheduled. */
function publishedContext(state: OrderContextRoot) {
  const published = toPublishedContext(selectStoreContext(state));
  return { ...published, scheduleChosen: published.scheduleChosen || pickupAsapByDefault(state) };
}

/**
 * The order context on the bus, while the service runs: the session's store and a scanned table
 * in, `cart:order-context` out whenever what it says changes. Returns the disconnect function.
 */
export function connectOrderContext(store: RoomStore<OrderContextRoot>, bus: EventBus): () => void {
  const publish = () =>
    bus.publisherFor('cart').publish('cart:order-context', publishedContext(store.getState()));
  const stops = [
    store.startListening({
      predicate: (_action, current, previous) =>
        selectStoreContext(current) !== selectStoreContext(previous) ||
        pickupAsapByDefault(current) !== pickupAsapByDefault(previous),
      effect: publish,
    }),
    startTableMenus(store.startListening),
  ];
  publish();
  const session = bus.channel('shell:session').subscribe(({ storeId }) => {
    if (!storeId) return;
    // A context kept from an earlier visit already names the store: its details still load.
    if (storeId !== store.getState().orderContext.storeId)
      store.dispatch(orderContextActions.storeEntered(storeId));
    if (store.getState().storeInfo.storeId !== storeId)
      store.dispatch(storeInfoActions.storeInfoRequested(storeId));
  });
  const scanned = bus.on('cart:table-scanned').subscribe(({ storeId, tableId }) => {
    store.dispatch(orderContextActions.tableScanned({ storeId, tableId, at: store.now() }));
  });
  store.dispatch(orderContextActions.tableMenusWanted());
  return stopAll([...stops, () => session.unsubscribe(), () => scanned.unsubscribe()]);
}
