import type { MessageCatalog, MessageLoaders } from './locales';

/** Text the contract package itself renders (the design kit's failure card). */
export const sharedMessages = {
  areaFailureMessage: {
    id: 'shared.areaFailure.message',
    defaultMessage: 'This part of the page could not be loaded.',
  },
  areaFailureRetry: { id: 'shared.areaFailure.retry', defaultMessage: 'Try again' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

export const sharedEnglish: MessageCatalog = Object.fromEntries(
  Object.values(sharedMessages).map((message) => [message.id, message.defaultMessage]),
);

const load = (importer: () => Promise<{ default: MessageCatalog }>) => () =>
  importer().then((module) => module.default);

export const sharedLoaders: MessageLoaders = {
  zh: load(() => import('./locales/zh.json')),
  'zh-TW': load(() => import('./locales/zh-TW.json')),
  fr: load(() => import('./locales/fr.json')),
  es: load(() => import('./locales/es.json')),
  ko: load(() => import('./locales/ko.json')),
  th: load(() => import('./locales/th.json')),
  ar: load(() => import('./locales/ar.json')),
  vi: load(() => import('./locales/vi.json')),
};
