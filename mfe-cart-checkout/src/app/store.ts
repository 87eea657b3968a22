import { bus } from '@owa/shared';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { type CartState, cartSlice, newCart } from '../features/cart/cart-slice';
import { readStoredCart, writeStoredCart } from '../features/cart/cart-storage';
import { dialogsSlice } from '../features/cart/dialog/dialogs-slice';
import { checkoutSlice } from '../features/checkout/checkout-slice';
import { dineInSlice } from '../features/order-context/dine-in/dine-in-slice';
import { orderContextSlice } from '../features/order-context/order-context-slice';
import {
  readStoredOrderContext,
  writeStoredOrderContext,
} from '../features/order-context/order-context-storage';
import { storeInfoSlice } from '../features/order-context/store-info-slice';
import { connectCartService } from './cart-service';

const rootReducer = combineReducers({
  cart: cartSlice.reducer,
  orderContext: orderContextSlice.reducer,
  storeInfo: storeInfoSlice.reducer,
  dialogs: dialogsSlice.reducer,
  checkout: checkoutSlice.reducer,
  dineIn: dineInSlice.reducer,
});

export type CartRootState = ReturnType<typeof rootReducer>;

function storedCartState(storage: Storage): CartState | undefined {
  const stored = readStoredCart(storage);
  if (!stored) return undefined;
  const fresh = newCart(stored.storeId);
  return {
    ...fresh,
    lines: stored.lines,
    orderUUID: stored.orderUUID ?? fresh.orderUUID,
    idempotencyToken: stored.idempotencyToken ?? fresh.idempotencyToken,
    orderNotes: stored.orderNotes ?? '',
    // The stored lines have never been priced in this page view.
    revision: 1,
  };
}

/**
 * The cart team's own Redux store, starting from the cart and order context kept in this browser.
 * Other teams see them only through `cart:summary` and `cart:order-context`.
 */
export function createCartStore(
  storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage,
) {
  const cart = storage ? storedCartState(storage) : undefined;
  const orderContext = storage ? (readStoredOrderContext(storage) ?? undefined) : undefined;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ...(cart ? { cart } : {}), ...(orderContext ? { orderContext } : {}) },
  });
  if (storage) {
    let saved = store.getState();
    store.subscribe(() => {
      const state = store.getState();
      if (state.cart !== saved.cart) writeStoredCart(storage, state.cart);
      if (state.orderContext !== saved.orderContext) writeStoredOrderContext(storage, state.orderContext);
      saved = state;
    });
  }
  return store;
}

export type CartStore = ReturnType<typeof createCartStore>;
export type CartDispatch = CartStore['dispatch'];

/**
 * Connects the store to the bus (the service application calls it once): the cart commands,
 * `account:applied-promotions` and the session in; `cart:summary` and `cart:order-context` out;
 * pricing on every change. Returns the disconnect function.
 */
export function connectCartToBus(store: CartStore): () => void {
  return connectCartService(store, bus);
}
