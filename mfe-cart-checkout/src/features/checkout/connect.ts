import type { EventBus } from '@owa/shared';
import { type RoomStore, stopAll } from '../../common/store';
import { answerGuestCheckoutRequests } from './guest/guest-checkout-requests';
import type { CheckoutRoot } from './state';

/** The checkout on the bus, while the service runs: the login dialog's guest checkout. */
export function connectCheckout(store: RoomStore<CheckoutRoot>, _bus: EventBus): () => void {
  return stopAll(answerGuestCheckoutRequests(store));
}
