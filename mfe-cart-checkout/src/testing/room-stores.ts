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

// Redux Toolkit's development checks stay on (a mutation still throws, a non-serializable value is
// still reported); only their 32 ms warning is raised. These stores' state is under 1 KB and a
// whole dispatch takes about 0.1 ms, so a warning past 32 ms can only have timed the machine (a GC
// pause, or the other worker of CI's two holding the core), not the state. A state slow to walk for
// real is still named past this.
const CHECKS_WARN_AFTER_MS = 1_000;

interface Options<State> {
  readonly preloadedState?: Partial<State>;
  readonly extra?: Partial<ListenerExtra>;
  /** Where the rooms keep what outlives the page (none unless a test gives one). */
  readonly storage?: Storage;
}

export function orderContextStore({ storage, ...options }: Options<OrderContextRoot> = {}) {
  const store = createRoomStore<OrderContextRoot>({
    reducers: orderContextReducers,
    checksWarnAfterMs: CHECKS_WARN_AFTER_MS,
    ...options,
  });
  startOrderContextListeners(store.startListening, storage ?? null);
  return store;
}

export function cartStore({ storage, ...options }: Options<CartRoot> = {}) {
  const store = createRoomStore<CartRoot>({
    reducers: { ...orderContextReducers, ...cartReducers },
    checksWarnAfterMs: CHECKS_WARN_AFTER_MS,
    ...options,
  });
  startOrderContextListeners(store.startListening, storage ?? null);
  startCartListeners(store.startListening, storage ?? null);
  return store;
}

export function checkoutStore(options: Options<CheckoutRoot> = {}) {
  const store = createRoomStore<CheckoutRoot>({
    reducers: { ...orderContextReducers, ...cartReducers, ...checkoutReducers },
    checksWarnAfterMs: CHECKS_WARN_AFTER_MS,
    ...options,
  });
  startOrderContextListeners(store.startListening, null);
  startCartListeners(store.startListening, null);
  startCheckoutListeners(store.startListening);
  return store;
}
