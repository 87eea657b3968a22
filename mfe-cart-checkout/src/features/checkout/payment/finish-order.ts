import { buildPath, bus } from '@owa/shared';
import type { Store } from '@owa/shared/entities';
import type { Dispatch } from '@reduxjs/toolkit';
import { cartActions } from '../../cart';
import { orderContextActions } from '../../order-context';
import { orderSucceeded } from '../checkout-slice';
import type { OrderDone } from './place-order';

/**
 * Spec 2 §4 step 6: the success dialog opens over menu selection, the cart, payment type and checkout
 * info are cleared, and a guest's order goes to that store's guest history (the account team's key).
 */
export function finishOrder(
  dispatch: Dispatch,
  input: { order: OrderDone; store: Pick<Store, 'storeId' | 'slug'>; orderType: string; guest: boolean },
): void {
  const storeId = String(input.store.storeId);
  dispatch(orderSucceeded({ order: input.order, storeId, orderType: input.orderType }));
  dispatch(cartActions.cartReset());
  dispatch(orderContextActions.scheduleCleared({ storeId }));
  dispatch(orderContextActions.takeoutToggled({ storeId, takeout: false }));
  if (input.guest) bus.emit('account:guest-order-placed', { storeId, orderId: input.order.orderId });
  const path = buildPath(
    'menu-selection',
    { restaurantSlug: input.store.slug ?? storeId, sid: storeId },
    { orderId: input.order.orderId, displayId: input.order.displayId ?? undefined },
  );
  // Through the shell, so the parameters that follow the diner (tid, vc, dineInOnly) stay on.
  bus.emit('shell:navigate', { path });
}
