import type { StartListening, Stop } from '../../lib/store';
import { orderContextActions, timeSlotsActions } from '../order-context';
import { type CartState, cartActions } from './cart-slice';
import { writeStoredCart } from './cart-storage';
import type { CartRoot } from './state';

/** What the priced cart tells the order context about its times (see time-slots-slice). */
export function timeSlotsOf(cart: CartState) {
  return {
    slots: cart.serverCart?.validTimeSlots ?? null,
    upToDate: cart.pricedRevision === cart.revision,
    failed: cart.status === 'failed',
    message: cart.errorMessage,
  };
}

/** The cart room's reactions for as long as the store lives; `storage` keeps the cart across visits. */
export function startCartListeners(
  startListening: StartListening<CartRoot>,
  storage: Storage | null,
): Stop[] {
  return [
    // A scanned table starts a new dine-in cart. With the store, not the bus wiring: a scan waiting on
    // the bus is handled as the order context connects, before the cart's wiring would listen.
    startListening({
      actionCreator: orderContextActions.tableScanned,
      effect: (_action, api) => {
        api.dispatch(cartActions.cartReset());
      },
    }),
    // Every answer of the server names the times it offers for the context just priced.
    startListening({
      predicate: (_action, current, previous) => current.cart !== previous.cart,
      effect: (_action, api) => {
        api.dispatch(timeSlotsActions.timeSlotsPriced(timeSlotsOf(api.getState().cart)));
      },
    }),
    ...(storage
      ? [
          startListening({
            predicate: (_action, current, previous) => current.cart !== previous.cart,
            effect: (_action, api) => writeStoredCart(storage, api.getState().cart),
          }),
        ]
      : []),
  ];
}
