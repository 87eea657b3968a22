import {
  addGuestOrder,
  GUEST_HISTORY_KEY,
  guestOrdersForStore,
  parseGuestHistory,
  serializeGuestHistory,
} from '../../domain/guest-history';

/** Spec 3 §4 Guest path: after a guest order its id joins that store's list in local storage. */
export function keepGuestOrder(
  storeId: string,
  orderId: string,
  storage: Storage = window.localStorage,
): void {
  try {
    const history = parseGuestHistory(storage.getItem(GUEST_HISTORY_KEY));
    storage.setItem(GUEST_HISTORY_KEY, serializeGuestHistory(addGuestOrder(history, storeId, orderId)));
  } catch {
    // Storage refused (private mode, quota): the order itself is placed; only the list is lost.
  }
}

export function readGuestOrders(storeId: string, storage: Storage = window.localStorage): string[] {
  try {
    return guestOrdersForStore(parseGuestHistory(storage.getItem(GUEST_HISTORY_KEY)), storeId);
  } catch {
    return [];
  }
}
