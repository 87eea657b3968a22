import { englishCatalogue } from '@owa/shared';

/** The account team's messages; English here is the default, other languages live in ./locales. */
export const messages = {
  loginSignUp: { id: 'account.headerMenu.loginSignUp', defaultMessage: 'Login/Sign Up' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

export const english = englishCatalogue(messages);
