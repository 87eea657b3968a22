import { cartReducers, readStoredCartState, startCartListeners } from '../features/cart';
import { type CheckoutRoot, checkoutReducers, startCheckoutListeners } from '../features/checkout';
import {
  orderContextReducers,
  readStoredOrderContext,
  startOrderContextListeners,
} from '../features/order-context';
import { createRoomStore } from '../lib/room-store';
import type { ListenerExtra } from '../lib/store';

/**
 * The cart team's own Redux store: the three rooms' slices, their listeners, and the cart and order
 * context kept in this browser. Other teams see them only through `cart:summary` and
 * `cart:order-context` (the service connects the store to the bus).
 */
export function createCartStore(
  storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage,
  extra: Partial<ListenerExtra> = {},
) {
  const cart = storage ? readStoredCartState(storage) : undefined;
  const orderContext = storage ? (readStoredOrderContext(storage) ?? undefined) : undefined;
  const store = createRoomStore<CheckoutRoot>({
    reducers: { ...orderContextReducers, ...cartReducers, ...checkoutReducers },
    preloadedState: { ...(cart ? { cart } : {}), ...(orderContext ? { orderContext } : {}) },
    extra,
  });
  startOrderContextListeners(store.startListening, storage);
  startCartListeners(store.startListening, storage);
  startCheckoutListeners(store.startListening);
  return store;
}

export type CartStore = ReturnType<typeof createCartStore>;
