// The cart owns "add" end to end (issue 19): the menu sends `cart:add-item` and is done. An add from
// the menu that needs a pickup or delivery time waits while the cart's own dialog asks for it
// (spec 1 §4.5), then goes in, merged into a line where it can be (spec 2 §4).

import { timeDialogForAdd } from '../../domain/order-type-choice';
import type { StartListening, Stop } from '../../lib/store';
import { contextDialogsActions, pickupAsapByDefault, selectStoreContext } from '../order-context';
import { cartActions } from './cart-slice';
import type { CartRoot } from './state';

/** The dialog an add from the menu must wait for, or null when it may go in now. */
function timeDialogFor(state: CartRoot): 'schedule' | 'delivery' | null {
  const context = selectStoreContext(state);
  return timeDialogForAdd({
    orderType: context.orderType,
    scheduleChosen: context.scheduleChosen,
    asapByDefault: pickupAsapByDefault(state),
    hasDeliveryAddress: context.deliveryAddress !== null,
  });
}

export function startAddItem(
  startListening: StartListening<CartRoot>,
  hooks: { readonly onItemAdded?: () => void },
): Stop[] {
  const added = () => hooks.onItemAdded?.();
  return [
    startListening({
      actionCreator: cartActions.addRequested,
      effect: async ({ payload: item }, api) => {
        if (item.origin === 'menu') {
          // An add made while the store is still loading waits for it: whether ASAP already
          // answers depends on the store's settings.
          if (api.getState().storeInfo.status === 'loading')
            await api.condition((_action, state) => state.storeInfo.status !== 'loading');
          const dialog = timeDialogFor(api.getState());
          if (dialog) {
            const alreadyAsking = api.getState().cart.held.length > 0;
            api.dispatch(cartActions.addHeld(item));
            if (alreadyAsking) return;
            // The item is not a line yet: the empty cart is priced for its menu, so the dialog
            // offers that menu's slots and the time chosen is not refused once the item is in.
            api.dispatch(cartActions.menuBrowsed(item.menuCode));
            api.dispatch(
              dialog === 'delivery'
                ? contextDialogsActions.deliveryOpened()
                : contextDialogsActions.scheduleOpened(),
            );
            return;
          }
        }
        api.dispatch(cartActions.itemAdded(item));
        added();
      },
    }),
    // The time dialog closed: with a time the waiting adds go in, without one they are dropped.
    startListening({
      matcher: (action) =>
        contextDialogsActions.scheduleClosed.match(action) ||
        contextDialogsActions.deliveryClosed.match(action),
      effect: (action, api) => {
        const { held } = api.getState().cart;
        if (held.length === 0) return;
        const { scheduled } = (action as ReturnType<typeof contextDialogsActions.scheduleClosed>).payload;
        if (!scheduled) {
          api.dispatch(cartActions.heldAddsDropped());
          return;
        }
        api.dispatch(cartActions.heldAddsReleased(held.length));
        added();
      },
    }),
  ];
}
