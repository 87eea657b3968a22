import { bus } from '@owa/shared';
import { configureStore } from '@reduxjs/toolkit';
import { cartItemCount, cartSlice, cartTotalCents } from '../features/cart/cart-slice';
import { readStoredCart, writeStoredCart } from '../features/cart-storage/cart-storage';

/**
 * The cart team's own Redux store, starting from the cart kept in this browser. Other teams see the
 * cart only through `cart:summary`.
 */
export function createCartStore(
  storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage,
) {
  const stored = storage ? readStoredCart(storage) : null;
  const store = configureStore({
    reducer: { cart: cartSlice.reducer },
    preloadedState: stored ? { cart: stored } : undefined,
  });
  if (storage) {
    let saved = store.getState().cart;
    store.subscribe(() => {
      const { cart } = store.getState();
      if (cart === saved) return;
      saved = cart;
      writeStoredCart(storage, cart);
    });
  }
  return store;
}

export type CartStore = ReturnType<typeof createCartStore>;
export type CartRootState = ReturnType<CartStore['getState']>;

/**
 * Connects the store to the bus: it handles `cart:add-item` and publishes `cart:summary`
 * whenever the cart changes. Returns the disconnect function.
 */
export function connectCartToBus(store: CartStore): () => void {
  const cartChannel = bus.publisherFor('cart');
  let published: CartRootState['cart'] | null = null;
  const publish = () => {
    const { cart } = store.getState();
    if (cart === published) return;
    published = cart;
    cartChannel.publish('cart:summary', {
      storeId: cart.storeId,
      itemCount: cartItemCount(cart),
      totalCents: cartTotalCents(cart),
      subtotalCents: cartTotalCents(cart),
      lines: cart.lines.map((line) => ({ code: line.code, qty: line.qty, menuCode: line.menuCode ?? null })),
      existingOrder: null,
    });
  };
  const unsubscribeStore = store.subscribe(publish);
  const additions = bus
    .on('cart:add-item')
    .subscribe((item) => store.dispatch(cartSlice.actions.itemAdded(item)));
  publish();
  return () => {
    additions.unsubscribe();
    unsubscribeStore();
  };
}
