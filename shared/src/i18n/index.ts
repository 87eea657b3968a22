export { IntlRoot } from './IntlRoot';
export * from './locales';
