import type { EventBus } from '@owa/shared';
import { type CartServiceHooks, connectCart } from '../features/cart';
import { connectCheckout } from '../features/checkout';
import { connectOrderContext } from '../features/order-context';
import { stopAll } from '../lib/store';
import type { CartStore } from './store';

export type { CartServiceHooks };

/**
 * The cart team's always-active wiring, room by room: commands and channels in,
 * `cart:order-context` and `cart:summary` out, and the server pricing every change (the server cart
 * is the truth). The order context connects first, so the session's store is known before a
 * waiting command is handled. Returns the disconnect function.
 */
export function connectCartService(
  store: CartStore,
  bus: EventBus,
  hooks: CartServiceHooks = {},
): () => void {
  return stopAll([
    connectOrderContext(store, bus),
    connectCart(store, bus, hooks),
    connectCheckout(store, bus),
  ]);
}
