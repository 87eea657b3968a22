export { IntlRoot } from './IntlRoot';
export * from './locales';
export { sharedEnglish, sharedLoaders, sharedMessages } from './shared-messages';
