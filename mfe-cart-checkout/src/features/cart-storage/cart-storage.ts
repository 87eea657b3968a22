import { CartLineSchema } from '@owa/shared';
import * as v from 'valibot';
import type { CartState } from '../cart/cart-slice';

/**
 * The cart team's storage key (spec 1 §9 lists the persisted cart among the site's local state).
 * Versioned: a change of shape gets a new key rather than misreading an old cart.
 */
export const CART_STORAGE_KEY = 'owa.cart.v1';

const StoredCartSchema = v.object({
  storeId: v.nullable(v.pipe(v.string(), v.maxLength(32))),
  lines: v.pipe(v.array(CartLineSchema), v.maxLength(200)),
});

/** A stored cart, validated where it enters: anything unreadable is dropped, never half-used. */
export function readStoredCart(storage: Pick<Storage, 'getItem' | 'removeItem'>): CartState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): the cart simply starts empty
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const result = v.safeParse(StoredCartSchema, parsed);
  if (!result.success) {
    storage.removeItem(CART_STORAGE_KEY);
    return null;
  }
  return result.output;
}

export function writeStoredCart(storage: Pick<Storage, 'setItem' | 'removeItem'>, cart: CartState): void {
  try {
    if (cart.lines.length === 0) storage.removeItem(CART_STORAGE_KEY);
    else storage.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // Full or blocked storage: the cart still works for this page view.
  }
}
