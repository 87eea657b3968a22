import { type OrderContextState, selectStoreContext } from './order-context-slice';
import type { StoreInfoState } from './store-info-slice';
import type { TimeSlotsState } from './time-slots-slice';

interface AsapRoot {
  readonly orderContext: OrderContextState;
  readonly storeInfo: StoreInfoState;
  readonly timeSlots: TimeSlotsState;
}

/**
 * A pickup at a store that takes ASAP orders and does not ask for a time by hand already has its
 * schedule: ASAP, the dialog's own default (spec 1 §4.3). Only then does adding skip the time
 * dialog; manual scheduling (store 1002), delivery and a closed store still ask first (§4.5).
 */
export function pickupAsapByDefault(state: AsapRoot): boolean {
  const context = selectStoreContext(state);
  const store = state.storeInfo.store;
  if (context.orderType !== 'PICKUP' || !store) return false;
  if (store.settings?.orderSettings?.scheduleTakeoutDatetimeManually === true) return false;
  return state.timeSlots.slots?.asapAllowed !== false;
}
