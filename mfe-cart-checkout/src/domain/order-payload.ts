// The order payload of spec 2 §3, built from the cart and the order context, and the idempotency
// token that makes a double click, a retry after a time-out or a reload one order (spec 2 §4).
import { DELIVERY_MESSAGES, type OrderPayload, type ShoppingCartRequest } from '@owa/shared/entities';

/** The cart's request (lines, order context, applied loyalty) plus what only an order carries. */
export interface OrderInput {
  readonly cart: ShoppingCartRequest;
  readonly customerId: string | null;
  readonly vc: string | null;
  readonly takeout: boolean;
  /** leave_at_door, meet_at_door or meet_outside (delivery only). */
  readonly deliveryMessage?: string | null;
}

export interface CheckoutDetails {
  readonly firstname: string;
  readonly lastname: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly orderNotes: string;
  readonly deliveryNotes: string;
}

/** The payload of POST /order (spec 2 §3), without the token and submit time (added at submission). */
export function orderPayload(input: OrderInput, details: CheckoutDetails): OrderPayload {
  const { cart } = input;
  const delivery = cart.orderType === 'DELIVERY';
  const name = [details.firstname, details.lastname]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const digits = details.phoneNumber.replace(/\D/g, '');
  // Only the messages the contract knows are sent (the API refuses any other).
  const deliveryMessage = DELIVERY_MESSAGES.find((message) => message === input.deliveryMessage);
  return {
    storeId: cart.storeId,
    customerId: input.customerId,
    subOrderList: cart.subOrderList,
    orderType: cart.orderType,
    tableNo: cart.orderType === 'DINE_IN' ? (cart.tableNo ?? null) : null,
    telephone: digits.length === 10 || digits.length === 11 ? digits : null,
    customerName: name || null,
    deliveryAddress: delivery ? (cart.deliveryAddress ?? null) : null,
    deliveryProvider: delivery ? (cart.deliveryProvider ?? null) : null,
    deliveryInstructions: delivery && details.deliveryNotes.trim() ? details.deliveryNotes.trim() : null,
    ...(delivery && deliveryMessage ? { deliveryMessage } : {}),
    scheduledTime: cart.scheduledTime ?? null,
    couponCode: cart.couponCode ?? null,
    vc: input.vc,
    takeout: cart.orderType === 'DINE_IN' ? input.takeout : null,
    orderNotes: details.orderNotes.trim() || null,
  };
}

/** FNV-1a over a string: short, stable, dependency-free (not a security hash; the API keys on it). */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** JSON with sorted keys, so equal payloads give equal text whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The order's idempotency token: the cart's attempt id plus a digest of what is ordered. Submitting
 * the same cart again (double click, retry, reload) sends the same token, so the API answers the
 * order it already made; changing the cart makes a new order instead of paying a stale one.
 */
export function idempotencyToken(attemptId: string, payload: OrderPayload): string {
  const safeAttempt = attemptId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 64) || 'attempt';
  return `${safeAttempt}.${fnv1a(canonical(payload))}`;
}
