import { type MessageLoaders, messageLoaders } from './locales';

/** Text the contract package itself renders (the design kit's failure card). */
export const sharedMessages = {
  areaFailureMessage: {
    id: 'shared.areaFailure.message',
    defaultMessage: 'This part of the page could not be loaded.',
  },
  areaFailureRetry: { id: 'shared.areaFailure.retry', defaultMessage: 'Try again' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

/** English as the bundle holds it (compiled at build time); `englishCatalogue(sharedMessages)` is its source. */
export { default as sharedEnglish } from './locales/en.json';

export const sharedLoaders: MessageLoaders = messageLoaders((locale) => import(`./locales/${locale}.json`));
