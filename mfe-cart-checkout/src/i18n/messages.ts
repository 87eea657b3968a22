import { cartMessages } from '../features/cart';
import { checkoutMessages } from '../features/checkout';
import { orderContextMessages } from '../features/order-context';
import { orderStatusMessages } from '../features/order-status';
import { commonMessages } from '../lib/messages';

/**
 * The cart team's messages, each room's beside its code; English here is the default, other
 * languages live in ./locales. Gathered for the catalogue's guard test.
 */
export const messages = {
  ...commonMessages,
  ...orderContextMessages,
  ...cartMessages,
  ...checkoutMessages,
  ...orderStatusMessages,
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

/** English as the bundle holds it (compiled at build time); `messages` above is its source and a test keeps them equal. */
export { default as english } from './locales/en.json';
