// Real stores for the rooms' tests: a room's reducers and listeners with those of the rooms below
// it, as the app composes them, without browser storage.

import { type CartRoot, cartReducers, startCartListeners } from '../features/cart';
import { type CheckoutRoot, checkoutReducers, startCheckoutListeners } from '../features/checkout';
import {
  type OrderContextRoot,
  orderContextReducers,
  startOrderContextListeners,
} from '../features/order-context';
import { createRoomStore } from '../lib/room-store';
import type { ListenerExtra } from '../lib/store';

interface Options<State> {
  readonly preloadedState?: Partial<State>;
  readonly extra?: Partial<ListenerExtra>;
  /** Where the rooms keep what outlives the page (none unless a test gives one). */
  readonly storage?: Storage;
}

export function orderContextStore({ storage, ...options }: Options<OrderContextRoot> = {}) {
  const store = createRoomStore<OrderContextRoot>({ reducers: orderContextReducers, ...options });
  startOrderContextListeners(store.startListening, storage ?? null);
  return store;
}

export function cartStore({ storage, ...options }: Options<CartRoot> = {}) {
  const store = createRoomStore<CartRoot>({
    reducers: { ...orderContextReducers, ...cartReducers },
    ...options,
  });
  startOrderContextListeners(store.startListening, storage ?? null);
  startCartListeners(store.startListening, storage ?? null);
  return store;
}

export function checkoutStore(options: Options<CheckoutRoot> = {}) {
  const store = createRoomStore<CheckoutRoot>({
    reducers: { ...orderContextReducers, ...cartReducers, ...checkoutReducers },
    ...options,
  });
  startOrderContextListeners(store.startListening, null);
  startCartListeners(store.startListening, null);
  startCheckoutListeners(store.startListening);
  return store;
}
