import type { AppliedPromotions, EventBus } from '@owa/shared';
import type { Subscription } from '@owa/shared/rx';
import { scheduleDialogFor } from '../domain/order-type-choice';
import { promotionErrors } from '../domain/promotion-errors';
import { awaitsPrice } from '../features/cart/awaits-price';
import {
  type CartState,
  cartActions,
  cartItemCount,
  cartSubtotalCents,
  cartTotalCents,
} from '../features/cart/cart-slice';
import { dialogsActions } from '../features/cart/dialog/dialogs-slice';
import { connectItemQuantity } from '../features/cart/item-quantity';
import { priceCart } from '../features/cart/price-cart';
import {
  orderContextActions,
  type StoreOrderContext,
  selectStoreContext,
  toPublishedContext,
} from '../features/order-context/order-context-slice';
import { reconcileOrderType } from '../features/order-context/order-type/reconcile-order-type';
import { pickupAsapByDefault } from '../features/order-context/pickup-asap';
import { loadStoreInfo } from '../features/order-context/store-info-slice';
import type { CartRootState, CartStore } from './store';

export { pickupAsapByDefault };

/** Spec 2 §9: the cart is fetched 50 ms after navigation; changes made within that time share one request. */
export const PRICING_DELAY_MS = 50;

/** Server codes the cart acts on by itself (spec 2 §8). */
function actOnServerCodes(store: CartStore, storeId: string, codes: readonly string[]): void {
  if (codes.includes('ORD_ERR_SCHEDULED_TIME_INVALID')) {
    store.dispatch(orderContextActions.scheduleCleared({ storeId }));
    store.dispatch(cartActions.cartReset());
  } else if (codes.includes('ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED')) {
    store.dispatch(orderContextActions.scheduleCleared({ storeId }));
  }
}

function samePromotions(a: AppliedPromotions | null, b: AppliedPromotions): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface CartServiceHooks {
  /** The diner added a first item: warm the cart dialog's code so it opens at once. */
  readonly onItemAdded?: () => void;
  readonly now?: () => number;
  /** The menu of the page shown, when a time is asked for without one. */
  readonly routeMenuCode?: () => string | null;
}

/**
 * The cart team's always-active wiring: commands and channels in, `cart:summary` and
 * `cart:order-context` out, and the server pricing every change (the server cart is the truth).
 */
export function connectCartService(
  store: CartStore,
  bus: EventBus,
  hooks: CartServiceHooks = {},
): () => void {
  const now = hooks.now ?? Date.now;
  const publisher = bus.publisherFor('cart');
  const subscriptions: Subscription[] = [];
  let publishedCart: CartState | null = null;
  let publishedContext: StoreOrderContext | null = null;
  let publishedAsap = false;
  let timeDialogWasOpen = false;
  let requestedRevision = -1;
  let requestedStore: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const schedulePricing = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      const state = store.getState();
      requestedRevision = state.cart.revision;
      requestedStore = state.orderContext.storeId;
      const storeId = state.orderContext.storeId;
      void store.dispatch(priceCart(now)).then((answer) => {
        if (answer && storeId)
          actOnServerCodes(
            store,
            storeId,
            (answer.validationErrors ?? []).map((e) => e.errorCode),
          );
      });
    }, PRICING_DELAY_MS);
  };

  const onChange = () => {
    const state: CartRootState = store.getState();
    const context = selectStoreContext(state);
    const asap = pickupAsapByDefault(state);
    if (context !== publishedContext || asap !== publishedAsap) {
      const first = publishedContext === null;
      const contextChanged = context !== publishedContext;
      publishedContext = context;
      publishedAsap = asap;
      const published = toPublishedContext(context);
      publisher.publish('cart:order-context', {
        ...published,
        scheduleChosen: published.scheduleChosen || asap,
      });
      if (!first && contextChanged) store.dispatch(cartActions.repriceNeeded());
    }
    const { cart } = store.getState();
    if (cart !== publishedCart) {
      publishedCart = cart;
      publisher.publish('cart:summary', {
        storeId: cart.storeId,
        itemCount: cartItemCount(cart),
        totalCents: cartTotalCents(cart),
        subtotalCents: cartSubtotalCents(cart),
        lines: cart.lines.map((line) => ({
          code: line.code,
          qty: line.qty,
          menuCode: line.menuCode ?? null,
        })),
        existingOrder: null,
        promotionErrors:
          cart.lines.length > 0 ? promotionErrors(cart.serverCart?.validationErrors ?? []) : [],
        pricing: awaitsPrice(cart),
      });
    }
    const opened = store.getState().dialogs.schedule ?? store.getState().dialogs.delivery;
    const justOpened = !!opened && !timeDialogWasOpen;
    timeDialogWasOpen = !!opened;
    if (justOpened && opened.requestId === null) {
      // Opened from the selector or the cart: the slots are still the browsed menu's (an add's
      // request named its menu already).
      const browsed = hooks.routeMenuCode?.();
      if (browsed) store.dispatch(cartActions.menuBrowsed(browsed));
    }
    const latest = store.getState();
    if (
      latest.orderContext.storeId &&
      (latest.cart.revision !== requestedRevision || latest.orderContext.storeId !== requestedStore)
    )
      schedulePricing();
  };

  const unsubscribeStore = store.subscribe(onChange);
  subscriptions.push(
    bus.channel('shell:session').subscribe((session) => {
      if (!session.storeId) return;
      // A context kept from an earlier visit already names the store: its details still load.
      if (session.storeId !== store.getState().orderContext.storeId)
        store.dispatch(orderContextActions.storeEntered(session.storeId));
      if (store.getState().storeInfo.storeId !== session.storeId)
        void store
          .dispatch(loadStoreInfo(session.storeId))
          .then(() => store.dispatch(reconcileOrderType(now())));
    }),
    bus.on('cart:add-item').subscribe((item) => {
      store.dispatch(cartActions.itemAdded(item));
      hooks.onItemAdded?.();
    }),
    bus.on('cart:open').subscribe(() => {
      hooks.onItemAdded?.();
      store.dispatch(dialogsActions.cartOpened());
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
        if (dialog === null) bus.emit('menu:schedule-settled', { requestId, scheduled: true });
        else if (dialog === 'delivery') store.dispatch(dialogsActions.deliveryOpened({ requestId }));
        else store.dispatch(dialogsActions.scheduleOpened({ requestId }));
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
    bus.on('cart:table-scanned').subscribe(({ storeId, tableId }) => {
      store.dispatch(orderContextActions.tableScanned({ storeId, tableId, at: now() }));
      store.dispatch(cartActions.cartReset());
      void store.dispatch(loadStoreInfo(storeId)).then(() => store.dispatch(reconcileOrderType(now())));
    }),
    bus.channel('account:applied-promotions').subscribe((promotions) => {
      if (!samePromotions(store.getState().cart.promotions, promotions))
        store.dispatch(cartActions.promotionsApplied(promotions));
    }),
  );
  onChange();

  return () => {
    if (timer) clearTimeout(timer);
    for (const subscription of subscriptions) subscription.unsubscribe();
    unsubscribeStore();
  };
}

/** Resolves once the store's details have loaded or failed (at once when they already have). */
function storeSettled(store: CartStore): Promise<void> {
  const settled = () => {
    const { status } = store.getState().storeInfo;
    return status === 'ready' || status === 'failed';
  };
  if (settled()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
