import { itemDialogCatalogue } from '../features/item-dialog/messages';
import { thumbsUpCatalogue } from '../features/thumbs-up/messages';

/** The menu team's messages; English here is the default, other languages live in ./locales. */
export const messages = {
  ...itemDialogCatalogue,
  ...thumbsUpCatalogue,
  loadingStore: { id: 'menu.storePage.loading', defaultMessage: 'Loading app...' },
  storeNotFound: {
    id: 'menu.storePage.storeNotFound',
    defaultMessage:
      'The store you are looking for could not be found. It may have been moved, deleted, or the URL may be incorrect.',
  },
  storeLoadFailed: { id: 'menu.storePage.loadFailed', defaultMessage: 'The menu could not be loaded.' },
  retry: { id: 'menu.storePage.retry', defaultMessage: 'Try again' },
  menuNotOnline: {
    id: 'menu.storePage.notOnline',
    defaultMessage: 'Sorry, this menu is not available online',
  },
  categories: { id: 'menu.storePage.categories', defaultMessage: 'Menu categories' },
  addItem: { id: 'menu.itemCard.add', defaultMessage: 'Add {name} to cart' },
  addShort: { id: 'menu.itemCard.addShort', defaultMessage: 'Add' },
  soldOut: { id: 'menu.itemCard.soldOut', defaultMessage: 'Sold out' },
  inStoreOnly: { id: 'menu.itemCard.inStoreOnly', defaultMessage: 'Order In Store Only' },
  notAvailable: { id: 'menu.itemCard.notAvailable', defaultMessage: 'Not Available' },
  fromPrice: { id: 'menu.itemCard.fromPrice', defaultMessage: 'From {price}' },
  orderLimit: { id: 'menu.itemCard.orderLimit', defaultMessage: 'Order Limit: {limit}' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

export type MessageId = (typeof messages)[keyof typeof messages]['id'];

/** The English catalogue, derived from the defaults so the two cannot drift. */
/** English as the bundle holds it (compiled at build time); `messages` above is its source and a test keeps them equal. */
export { default as english } from './locales/en.json';
