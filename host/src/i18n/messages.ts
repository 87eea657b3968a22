/** The shell's messages; English here is the default, other languages live in ./locales. */
export const messages = {
  home: { id: 'shell.header.home', defaultMessage: 'Home' },
  headerLabel: { id: 'shell.header.label', defaultMessage: 'Site' },
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
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

/** English as the bundle holds it (compiled at build time); `messages` above is its source and a test keeps them equal. */
export { default as english } from './locales/en.json';
