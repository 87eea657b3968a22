import { bus } from '@owa/shared';
import { keepGuestOrder } from '../guest-history';

/** Spec 3 §8: the guest checkout gives up after 30 seconds without an answer. */
export const GUEST_CHECKOUT_TIMEOUT_MS = 30_000;

export type GuestCheckoutOutcome =
  | { readonly kind: 'placed'; readonly orderId: string }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'timed-out' };

const newRequestId = () =>
  globalThis.crypto?.randomUUID?.() ?? `guest-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The guest step's checkout (spec 3 §4 "Guest path"): the cart places the order and answers through
 * `account:guest-checkout-settled`; a cart that neither opens its checkout
 * (`account:guest-checkout-opened`) nor answers within the time-out counts as a failure. A placed
 * order's id joins that store's guest history (kept once, whoever records it first).
 */
export function requestGuestCheckout(
  storeId: string | null,
  timeoutMs = GUEST_CHECKOUT_TIMEOUT_MS,
): Promise<GuestCheckoutOutcome> {
  const requestId = newRequestId();
  return new Promise((resolve) => {
    const done = (outcome: GuestCheckoutOutcome) => {
      clearTimeout(timer);
      opened.unsubscribe();
      answers.unsubscribe();
      resolve(outcome);
    };
    // The time-out is for a cart that never answers: once its checkout is open the diner decides.
    const opened = bus.on('account:guest-checkout-opened').subscribe((answer) => {
      if (answer.requestId === requestId) clearTimeout(timer);
    });
    const answers = bus.on('account:guest-checkout-settled').subscribe((answer) => {
      if (answer.requestId !== requestId) return;
      if (answer.ok && answer.orderId) {
        if (storeId) keepGuestOrder(storeId, answer.orderId);
        done({ kind: 'placed', orderId: answer.orderId });
      } else done({ kind: answer.cancelled ? 'cancelled' : 'failed' });
    });
    const timer = setTimeout(() => done({ kind: 'timed-out' }), timeoutMs);
    bus.emit('cart:guest-checkout-requested', { requestId });
  });
}

/**
 * Starts the guest checkout and reports what went wrong (spec 3 §9 'Failed to process order. Please
 * try again.'; every guest checkout failure goes to the error log with 505). A cancelled checkout is
 * the diner's choice: nothing to say.
 */
export async function startGuestCheckout(storeId: string | null, failureMessage: string): Promise<void> {
  const outcome = await requestGuestCheckout(storeId);
  if (outcome.kind !== 'failed' && outcome.kind !== 'timed-out') return;
  bus.emit('shell:snack', { message: failureMessage, status: 'error' });
  bus.emit('shell:error-report', { error: `guest checkout ${outcome.kind}`, statusCode: 505 });
}
