import { bootMessages } from './boot-messages';

export { bootMessages };

/** The shell's messages; English here is the default, other languages live in ./locales. */
export const messages = {
  ...bootMessages,
  notFoundTitle: { id: 'shell.notFound.title', defaultMessage: 'Page not found' },
  notFoundBody: {
    id: 'shell.notFound.body',
    defaultMessage:
      'The page you are looking for could not be found. It may have been moved, deleted, or the URL may be incorrect.',
  },
  backHome: { id: 'shell.notFound.backHome', defaultMessage: 'Go to the home page' },
  homeTitle: { id: 'shell.home.title', defaultMessage: 'Order online' },
  homeIntro: { id: 'shell.home.intro', defaultMessage: 'Choose a restaurant to see its menu.' },
  dismiss: { id: 'shell.snack.dismiss', defaultMessage: 'Dismiss' },
  bootFailed: {
    id: 'shell.boot.failed',
    defaultMessage: 'The site could not start. Please reload the page.',
  },
  languageLabel: { id: 'shell.language.label', defaultMessage: 'Language' },
  locations: { id: 'shell.header.locations', defaultMessage: 'Locations' },
  back: { id: 'shell.header.back', defaultMessage: 'Back' },
  groupHome: { id: 'shell.header.groupHome', defaultMessage: '{name}, home' },
  backToTop: { id: 'shell.backToTop', defaultMessage: 'Back to top' },
  loadingApp: { id: 'shell.loading', defaultMessage: 'Loading app...' },
  loginRequiredTitle: { id: 'shell.login.requiredTitle', defaultMessage: 'Please log in to continue' },
  logIn: { id: 'shell.login.button', defaultMessage: 'Log in' },
  storeNotFound: {
    id: 'shell.notFound.store',
    defaultMessage:
      'The store you are looking for could not be found. It may have been moved, deleted, or the URL may be incorrect.',
  },
  homeGroupStores: { id: 'shell.home.groupStores', defaultMessage: 'Restaurants of {group}' },
  homeAllLocations: { id: 'shell.home.allLocations', defaultMessage: 'All locations of {group}' },
  homeLoadFailed: { id: 'shell.home.loadFailed', defaultMessage: 'The restaurants could not be loaded.' },
  retry: { id: 'shell.retry', defaultMessage: 'Try again' },
  homeNone: { id: 'shell.home.none', defaultMessage: 'No restaurant is listed here yet.' },
  priceLine: { id: 'shell.customHeader.prices', defaultMessage: 'Pizza prices' },
  externalLinks: { id: 'shell.header.externalLinks', defaultMessage: '{group} links' },
  footerLabel: { id: 'shell.footer.label', defaultMessage: 'Site footer' },
  opensInNewTab: { id: 'shell.link.newTab', defaultMessage: '{label} (opens in a new tab)' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

export { english } from './english';
