import { englishCatalogue, type MessageCatalog, type MessageLoaders, messageLoaders } from './locales';

/** Text the contract package itself renders (the design kit's failure card). */
export const sharedMessages = {
  areaFailureMessage: {
    id: 'shared.areaFailure.message',
    defaultMessage: 'This part of the page could not be loaded.',
  },
  areaFailureRetry: { id: 'shared.areaFailure.retry', defaultMessage: 'Try again' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

export const sharedEnglish: MessageCatalog = englishCatalogue(sharedMessages);

export const sharedLoaders: MessageLoaders = messageLoaders((locale) => import(`./locales/${locale}.json`));
