import type { MessageCatalog, MessageLoaders } from '@owa/shared';

// Each language is its own chunk: a diner downloads only the one the page shows.
const load = (importer: () => Promise<{ default: MessageCatalog }>) => () =>
  importer().then((module) => module.default);

export const loaders: MessageLoaders = {
  zh: load(() => import('./locales/zh.json')),
  'zh-TW': load(() => import('./locales/zh-TW.json')),
  fr: load(() => import('./locales/fr.json')),
  es: load(() => import('./locales/es.json')),
  ko: load(() => import('./locales/ko.json')),
  th: load(() => import('./locales/th.json')),
  ar: load(() => import('./locales/ar.json')),
  vi: load(() => import('./locales/vi.json')),
};
