import { cartPromotionsMessages } from '../features/cart-promotions/cart-promotions-messages';
import { loyaltyMessages } from '../features/loyalty/loyalty-messages';
import { accountMessages } from './account-messages';

/** The account team's messages; English here is the default, other languages live in ./locales. */
export const messages = {
  ...accountMessages,
  ...loyaltyMessages,
  ...cartPromotionsMessages,
  loginSignUp: { id: 'account.headerMenu.loginSignUp', defaultMessage: 'Login/Sign Up' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

/** English as the bundle holds it (compiled at build time); `messages` above is its source and a test keeps them equal. */
export { default as english } from './locales/en.json';
