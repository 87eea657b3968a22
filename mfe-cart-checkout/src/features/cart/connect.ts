import type { EventBus } from '@owa/shared';
import { promotionErrors } from '../../domain/promotion-errors';
import { type RoomStore, type Stop, stopAll } from '../../lib/store';
import { contextDialogsActions, orderContextActions, selectContextDialogOpen } from '../order-context';
import { startAddItem } from './add-item';
import { awaitsPrice } from './awaits-price';
import { cartDialogActions } from './cart-dialog-slice';
import { type CartState, cartActions, cartItemCount, cartSubtotalCents, cartTotalCents } from './cart-slice';
import { connectItemQuantity } from './item-quantity';
import { startPricing } from './pricing';
import type { CartRoot } from './state';

export interface CartServiceHooks {
  /** The diner added a first item: warm the cart dialog's code so it opens at once. */
  readonly onItemAdded?: () => void;
  /** The menu of the page shown, when a time is asked for without one. */
  readonly routeMenuCode?: () => string | null;
}

/** What `cart:summary` says about the cart (other teams read only this). */
function summaryOf(cart: CartState) {
  return {
    storeId: cart.storeId,
    itemCount: cartItemCount(cart),
    totalCents: cartTotalCents(cart),
    subtotalCents: cartSubtotalCents(cart),
    lines: cart.lines.map((line) => {
      const promotion = line.uuid ? cart.linePromotions[line.uuid] : undefined;
      return {
        code: line.code,
        qty: line.qty,
        menuCode: line.menuCode ?? null,
        ...(promotion ? { promotion } : {}),
      };
    }),
    existingOrder: null,
    promotionErrors: cart.lines.length > 0 ? promotionErrors(cart.serverCart?.validationErrors ?? []) : [],
    pricing: awaitsPrice(cart),
  };
}

/**
 * The cart on the bus, while the service runs: the cart commands and the applied promotions in,
 * `cart:summary` out, and the server pricing every change. Returns the disconnect function.
 */
export function connectCart(
  store: RoomStore<CartRoot>,
  bus: EventBus,
  hooks: CartServiceHooks = {},
): () => void {
  const publish = () => bus.publisherFor('cart').publish('cart:summary', summaryOf(store.getState().cart));
  const stops: Stop[] = [
    ...startPricing(store.startListening),
    ...startAddItem(store.startListening, hooks),
    store.startListening({
      predicate: (_action, current, previous) => current.cart !== previous.cart,
      effect: publish,
    }),
    // Opened from the selector or the cart, the time dialog offers the browsed menu's slots (an add
    // waiting for it named its menu already).
    store.startListening({
      matcher: (action) =>
        contextDialogsActions.scheduleOpened.match(action) ||
        contextDialogsActions.deliveryOpened.match(action),
      effect: (_action, api) => {
        if (api.getState().cart.held.length > 0) return;
        const browsed = hooks.routeMenuCode?.();
        if (browsed) api.dispatch(cartActions.menuBrowsed(browsed));
      },
    }),
  ];
  const subscriptions = [
    bus.on('cart:add-item').subscribe((item) => store.dispatch(cartActions.addRequested(item))),
    bus.on('cart:open').subscribe(() => {
      hooks.onItemAdded?.();
      store.dispatch(cartDialogActions.cartOpened({ afterOther: selectContextDialogOpen(store.getState()) }));
    }),
    connectItemQuantity(store, bus),
    bus.on('cart:replace-line').subscribe(({ lineUuid, item }) => {
      store.dispatch(cartActions.lineReplaced({ lineUuid, item }));
    }),
    bus.on('cart:reset').subscribe(() => {
      store.dispatch(cartActions.cartReset());
      store.dispatch(orderContextActions.orderContextReset());
      const storeId = bus.current('shell:session')?.storeId;
      if (storeId) store.dispatch(orderContextActions.storeEntered(storeId));
    }),
    bus.channel('account:applied-promotions').subscribe((promotions) => {
      store.dispatch(cartActions.promotionsApplied(promotions));
    }),
  ];
  publish();
  store.dispatch(cartActions.pricingWanted());
  return stopAll([...stops, ...subscriptions.map((subscription) => () => subscription.unsubscribe())]);
}
