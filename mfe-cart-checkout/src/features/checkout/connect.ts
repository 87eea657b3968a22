import type { EventBus } from '@owa/shared';
import { type RoomStore, stopAll } from '../../lib/store';
import { handleGuestCheckoutCommand } from './guest/guest-checkout-command';
import type { CheckoutRoot } from './state';

/** The checkout on the bus, while the service runs: the login dialog's guest checkout. */
export function connectCheckout(store: RoomStore<CheckoutRoot>, bus: EventBus): () => void {
  return stopAll([handleGuestCheckoutCommand(store, bus)]);
}
