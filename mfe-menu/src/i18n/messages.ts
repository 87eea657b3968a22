import { dietaryCatalogue } from '../features/dietary-filter/messages';
import { itemDialogCatalogue } from '../features/item-dialog/messages';
import { suggestionsCatalogue } from '../features/suggestions/messages';
import { thumbsUpCatalogue } from '../features/thumbs-up/messages';

/** The menu team's messages; English here is the default, other languages live in ./locales. */
export const messages = {
  ...itemDialogCatalogue,
  ...dietaryCatalogue,
  ...thumbsUpCatalogue,
  ...suggestionsCatalogue,
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
  storePageNoMenu: { id: 'menu.storePage.noMenu', defaultMessage: 'No menu found in store' },
  storePageLoadingMenu: { id: 'menu.storePage.loadingMenu', defaultMessage: 'Loading the menu' },
  subHeaderNotice: { id: 'menu.subHeader.notice', defaultMessage: 'Store notice' },
  subHeaderSeeMore: { id: 'menu.subHeader.seeMore', defaultMessage: 'See More' },
  subHeaderSeeLess: { id: 'menu.subHeader.seeLess', defaultMessage: 'See Less' },
  subHeaderAddress: { id: 'menu.subHeader.address', defaultMessage: '{address} (opens a map in a new tab)' },
  subHeaderPhone: { id: 'menu.subHeader.phone', defaultMessage: 'Call {phone}' },
  subHeaderOpen: { id: 'menu.subHeader.open', defaultMessage: 'Open' },
  subHeaderClosed: { id: 'menu.subHeader.closed', defaultMessage: 'Closed' },
  subHeaderHoliday: { id: 'menu.subHeader.holiday', defaultMessage: 'Closed for the holiday' },
  subHeaderTodayHours: { id: 'menu.subHeader.todayHours', defaultMessage: 'Today {hours}' },
  subHeaderOpen24: { id: 'menu.subHeader.open24', defaultMessage: 'Open 24 hours' },
  subHeaderDayClosed: { id: 'menu.subHeader.dayClosed', defaultMessage: 'Closed' },
  subHeaderStoreHours: { id: 'menu.subHeader.storeHours', defaultMessage: 'Store hours' },
  subHeaderHoursLoading: { id: 'menu.subHeader.hoursLoading', defaultMessage: 'Loading the hours' },
  subHeaderDay1: { id: 'menu.subHeader.day1', defaultMessage: 'Sun' },
  subHeaderDay2: { id: 'menu.subHeader.day2', defaultMessage: 'Mon' },
  subHeaderDay3: { id: 'menu.subHeader.day3', defaultMessage: 'Tues' },
  subHeaderDay4: { id: 'menu.subHeader.day4', defaultMessage: 'Wed' },
  subHeaderDay5: { id: 'menu.subHeader.day5', defaultMessage: 'Thurs' },
  subHeaderDay6: { id: 'menu.subHeader.day6', defaultMessage: 'Fri' },
  subHeaderDay7: { id: 'menu.subHeader.day7', defaultMessage: 'Sat' },
  searchLabel: { id: 'menu.search.label', defaultMessage: 'Search the menu' },
  searchPlaceholder: { id: 'menu.search.placeholder', defaultMessage: 'Search' },
  searchClear: { id: 'menu.search.clear', defaultMessage: 'Clear search' },
  searchEmpty: { id: 'menu.search.empty', defaultMessage: 'No items match “{query}”' },
  searchResults: {
    id: 'menu.search.results',
    defaultMessage: '{count, plural, one {# item found} other {# items found}}',
  },
  categoriesSelect: { id: 'menu.storePage.categorySelect', defaultMessage: 'Category' },
  itemCardGlutenFriendly: { id: 'menu.itemCard.glutenFriendly', defaultMessage: 'GLUTEN FRIENDLY' },
  itemCardInCart: { id: 'menu.itemCard.inCart', defaultMessage: '{count} in cart' },
  itemCardRemoveOne: { id: 'menu.itemCard.removeOne', defaultMessage: 'Remove one {name}' },
  itemCardAddOne: { id: 'menu.itemCard.addOne', defaultMessage: 'Add one {name}' },
  popupNewsTitle: { id: 'menu.popup.newsTitle', defaultMessage: 'Store news' },
  popupReferralTitle: { id: 'menu.popup.referralTitle', defaultMessage: 'Refer a friend' },
  popupReferralText: {
    id: 'menu.popup.referralText',
    defaultMessage:
      'You were invited by a friend. Order today: every friend you refer earns you 1,000 points (1,000 points = free fries).',
  },
  popupClose: { id: 'menu.popup.close', defaultMessage: 'Close' },
  groupPageStores: { id: 'menu.groupPage.stores', defaultMessage: 'Our locations' },
  groupPageOpen: { id: 'menu.groupPage.open', defaultMessage: 'Open now' },
  groupPageClosed: { id: 'menu.groupPage.closed', defaultMessage: 'Closed now' },
  groupPageLoading: { id: 'menu.groupPage.loading', defaultMessage: 'Loading the stores' },
  groupPageFailed: { id: 'menu.groupPage.failed', defaultMessage: 'The stores could not be loaded.' },
  groupPageOrder: { id: 'menu.groupPage.order', defaultMessage: 'Order from {store}' },
  menuSelectionTitle: { id: 'menu.menuSelection.title', defaultMessage: 'Choose a menu' },
  menuSelectionAvailable: { id: 'menu.menuSelection.available', defaultMessage: 'Available now' },
  menuSelectionUnavailable: { id: 'menu.menuSelection.unavailable', defaultMessage: 'Unavailable now' },
  menuSelectionHours: { id: 'menu.menuSelection.hours', defaultMessage: 'Hours: {hours}' },
  menuSelectionLoading: { id: 'menu.menuSelection.loading', defaultMessage: 'Loading the menus' },
  menuSelectionFailed: { id: 'menu.menuSelection.failed', defaultMessage: 'The menus could not be loaded.' },
  menuSelectionNone: { id: 'menu.menuSelection.none', defaultMessage: 'No menu is available online.' },
  itemCardVegan: { id: 'menu.itemCard.vegan', defaultMessage: 'VEGAN' },
  itemCardVegetarian: { id: 'menu.itemCard.vegetarian', defaultMessage: 'VEGETARIAN' },
  storePageRetryMenu: { id: 'menu.storePage.retryMenu', defaultMessage: 'Load the menu again' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

export type MessageId = (typeof messages)[keyof typeof messages]['id'];

/** The English catalogue, derived from the defaults so the two cannot drift. */
/** English as the bundle holds it (compiled at build time); `messages` above is its source and a test keeps them equal. */
export { default as english } from './locales/en.json';
