import { promotionErrorMessages } from '../features/cart/promotion-error-messages';
import { checkoutMessages } from '../features/checkout/checkout-messages';
import { dineInMessages } from '../features/order-context/dine-in/dine-in-messages';
import { cartMessages } from './cart-messages';

/** The cart team's messages; English here is the default, other languages live in ./locales. */
export const messages = {
  cartButton: {
    id: 'cart.headerButton.label',
    defaultMessage: '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
  },
  cartShort: { id: 'cart.headerButton.short', defaultMessage: 'Cart' },
  ...cartMessages,
  ...checkoutMessages,
  ...dineInMessages,
  ...promotionErrorMessages,
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

/** English as the bundle holds it (compiled at build time); `messages` above is its source and a test keeps them equal. */
export { default as english } from './locales/en.json';
