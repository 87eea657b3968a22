import type { AppliedPromotions, EventBus } from '@owa/shared';
import { type RoomStore, type Stop, stopAll } from '../../common/store';
import { scheduleDialogFor } from '../../domain/order-type-choice';
import { promotionErrors } from '../../domain/promotion-errors';
import {
  contextDialogsActions,
  orderContextActions,
  pickupAsapByDefault,
  selectContextDialogOpen,
  selectStoreContext,
  storeInfoSettled,
} from '../order-context';
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
    lines: cart.lines.map((line) => ({ code: line.code, qty: line.qty, menuCode: line.menuCode ?? null })),
    existingOrder: null,
    promotionErrors: cart.lines.length > 0 ? promotionErrors(cart.serverCart?.validationErrors ?? []) : [],
    pricing: awaitsPrice(cart),
  };
}

function samePromotions(a: AppliedPromotions | null, b: AppliedPromotions): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Resolves once the store's details have loaded or failed (at once when they already have). */
function storeSettled(store: RoomStore<CartRoot>): Promise<void> {
  if (storeInfoSettled(store.getState().storeInfo)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = store.startListening({
      predicate: (_action, current) => storeInfoSettled(current.storeInfo),
      effect: () => {
        stop();
        resolve();
      },
    });
  });
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
  // The menu's request for a time before an add, answered when the dialog closes.
  let pendingRequest: string | null = null;
  const answer = (scheduled: boolean) => {
    if (!pendingRequest) return;
    const requestId = pendingRequest;
    pendingRequest = null;
    bus.emit('menu:schedule-settled', { requestId, scheduled });
  };
  const stops: Stop[] = [
    ...startPricing(store.startListening),
    store.startListening({
      predicate: (_action, current, previous) => current.cart !== previous.cart,
      effect: publish,
    }),
    // Opened from the selector or the cart, the time dialog offers the browsed menu's slots (an
    // add's request named its menu already).
    store.startListening({
      matcher: (action) =>
        contextDialogsActions.scheduleOpened.match(action) ||
        contextDialogsActions.deliveryOpened.match(action),
      effect: (_action, api) => {
        if (pendingRequest) return;
        const browsed = hooks.routeMenuCode?.();
        if (browsed) api.dispatch(cartActions.menuBrowsed(browsed));
      },
    }),
    store.startListening({
      matcher: (action) =>
        contextDialogsActions.scheduleClosed.match(action) ||
        contextDialogsActions.deliveryClosed.match(action),
      effect: (action) => {
        const closed = action as ReturnType<typeof contextDialogsActions.scheduleClosed>;
        answer(closed.payload.scheduled);
      },
    }),
    // A scanned table starts a new dine-in cart.
    store.startListening({
      actionCreator: orderContextActions.tableScanned,
      effect: (_action, api) => {
        api.dispatch(cartActions.cartReset());
      },
    }),
  ];
  const subscriptions = [
    bus.on('cart:add-item').subscribe((item) => {
      store.dispatch(cartActions.itemAdded(item));
      hooks.onItemAdded?.();
    }),
    bus.on('cart:open').subscribe(() => {
      hooks.onItemAdded?.();
      store.dispatch(cartDialogActions.cartOpened({ afterOther: selectContextDialogOpen(store.getState()) }));
    }),
    bus.on('cart:schedule-requested').subscribe(({ requestId, menuCode }) => {
      // Before the first add the cart has no menu: price it for the browsed one, so the dialog
      // offers that menu's slots and the time chosen is not refused once the item is in.
      const browsed = menuCode ?? hooks.routeMenuCode?.() ?? null;
      if (browsed) store.dispatch(cartActions.menuBrowsed(browsed));
      // An add made while the store is still loading waits for it: whether ASAP already answers
      // depends on the store's settings.
      void storeSettled(store).then(() => {
        const state = store.getState();
        const context = selectStoreContext(state);
        const dialog = pickupAsapByDefault(state)
          ? null
          : scheduleDialogFor(context.orderType, context.deliveryAddress !== null);
        if (dialog === null) return bus.emit('menu:schedule-settled', { requestId, scheduled: true });
        pendingRequest = requestId;
        store.dispatch(
          dialog === 'delivery'
            ? contextDialogsActions.deliveryOpened()
            : contextDialogsActions.scheduleOpened(),
        );
      });
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
      if (!samePromotions(store.getState().cart.promotions, promotions))
        store.dispatch(cartActions.promotionsApplied(promotions));
    }),
  ];
  publish();
  store.dispatch(cartActions.pricingWanted());
  return stopAll([...stops, ...subscriptions.map((subscription) => () => subscription.unsubscribe())]);
}
