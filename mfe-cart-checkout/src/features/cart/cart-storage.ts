import { CartLineSchema } from '@owa/shared/entities';
import * as v from 'valibot';
import { type CartState, newCart } from './cart-slice';

/**
 * The cart team's storage key (spec 1 §9 lists the persisted cart among the site's local state).
 * Versioned: a change of shape gets a new key rather than misreading an old cart.
 */
export const CART_STORAGE_KEY = 'owa.cart.v1';

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/));

const StoredCartSchema = v.object({
  storeId: v.nullable(v.pipe(v.string(), v.maxLength(32))),
  lines: v.pipe(v.array(CartLineSchema), v.maxLength(200)),
  // Kept so a reload after a timed-out order submits under the same token (one order, not two).
  orderUUID: v.optional(Id),
  idempotencyToken: v.optional(Id),
  orderNotes: v.optional(v.pipe(v.string(), v.maxLength(500))),
});

export type StoredCart = v.InferOutput<typeof StoredCartSchema>;

/** A stored cart, validated where it enters: anything unreadable is dropped, never half-used. */
export function readStoredCart(storage: Pick<Storage, 'getItem' | 'removeItem'>): StoredCart | null {
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

/** What is written: the stored fields of the cart state. */
export interface CartToStore {
  readonly storeId: string | null;
  readonly lines: readonly StoredCart['lines'][number][];
  readonly orderUUID?: string;
  readonly idempotencyToken?: string;
  readonly orderNotes?: string;
}

export function writeStoredCart(storage: Pick<Storage, 'setItem' | 'removeItem'>, cart: CartToStore): void {
  try {
    if (cart.lines.length === 0) storage.removeItem(CART_STORAGE_KEY);
    else
      storage.setItem(
        CART_STORAGE_KEY,
        JSON.stringify({
          storeId: cart.storeId,
          lines: cart.lines,
          orderUUID: cart.orderUUID,
          idempotencyToken: cart.idempotencyToken,
          orderNotes: cart.orderNotes || undefined,
        }),
      );
  } catch {
    // Full or blocked storage: the cart still works for this page view.
  }
}

/** The cart kept in this browser as the state to start from, if one is kept. */
export function readStoredCartState(storage: Pick<Storage, 'getItem' | 'removeItem'>): CartState | undefined {
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
