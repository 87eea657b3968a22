import { dineInMessages } from './dine-in/dine-in-messages';

/**
 * The order context's messages (ids `orderType.`, `schedule.`, `delivery.`, `dineIn.`, and the
 * table and retry texts the cart shows too). English values are the spec's literal texts.
 */
export const orderContextMessages = {
  // Order type (spec 1 §4.1-4.2, spec 2 §4 "Order type", "Store open/closed")
  orderTypeGroup: { id: 'orderType.group', defaultMessage: 'Order type' },
  orderTypePICKUP: { id: 'orderType.pickup', defaultMessage: 'Pickup' },
  orderTypeDELIVERY: { id: 'orderType.delivery', defaultMessage: 'Delivery' },
  orderTypeDINE_IN: { id: 'orderType.dineIn', defaultMessage: 'Dine-in' },
  orderTypeUnavailable: { id: 'orderType.unavailable', defaultMessage: '{type} is currently unavailable' },
  orderTypeDisabledUntil: {
    id: 'orderType.disabledUntil',
    defaultMessage: '{type} is temporarily disabled by the merchant (until {until})',
  },
  orderTypeClosed: { id: 'orderType.closed', defaultMessage: 'The store is currently closed' },
  orderTypeLoading: { id: 'orderType.loading', defaultMessage: 'Loading order types' },
  orderTypeLoadFailed: { id: 'orderType.loadFailed', defaultMessage: 'Order types could not be loaded.' },
  leaveDineInTitle: { id: 'orderType.leaveDineIn.title', defaultMessage: 'Switch order type' },
  leaveDineInBody: {
    id: 'orderType.leaveDineIn.body',
    defaultMessage: 'Are you sure you want to switch from Dine-in ordering?',
  },
  leaveDineInConfirm: { id: 'orderType.leaveDineIn.confirm', defaultMessage: 'Yes, switch' },
  leaveDineInCancel: { id: 'orderType.leaveDineIn.cancel', defaultMessage: 'Cancel' },
  // Pickup/delivery time (spec 1 §4.3, spec 2 §4 "Scheduling in the cart")
  scheduleTitlePICKUP: { id: 'schedule.title.pickup', defaultMessage: 'Pickup time' },
  scheduleTitleDELIVERY: { id: 'schedule.title.delivery', defaultMessage: 'Delivery time' },
  scheduleTitleDINE_IN: { id: 'schedule.title.dineIn', defaultMessage: 'Dine-in time' },
  scheduleMode: { id: 'schedule.mode', defaultMessage: 'When' },
  scheduleAsap: { id: 'schedule.asap', defaultMessage: 'ASAP' },
  scheduleLater: { id: 'schedule.later', defaultMessage: 'Schedule' },
  scheduleDay: { id: 'schedule.day', defaultMessage: 'Day' },
  scheduleTime: { id: 'schedule.time', defaultMessage: 'Time' },
  schedulePlaceholderDay: { id: 'schedule.placeholderDay', defaultMessage: 'Please select a date' },
  schedulePlaceholderTime: { id: 'schedule.placeholderTime', defaultMessage: 'Please select a time' },
  scheduleToday: { id: 'schedule.today', defaultMessage: 'Today' },
  scheduleTomorrow: { id: 'schedule.tomorrow', defaultMessage: 'Tomorrow' },
  scheduleDone: { id: 'schedule.done', defaultMessage: 'Done' },
  scheduleSelectDateTime: { id: 'schedule.selectDateTime', defaultMessage: 'Please select a date and time' },
  scheduleNoDays: { id: 'schedule.noDays', defaultMessage: 'Menu is unavailable during these hours' },
  scheduleLoading: { id: 'schedule.loading', defaultMessage: 'Loading the available times' },
  scheduleLoadFailed: {
    id: 'schedule.loadFailed',
    defaultMessage: 'The available times could not be loaded.',
  },
  scheduleRobotAsapOnly: {
    id: 'schedule.robotAsapOnly',
    defaultMessage: 'Robot delivery cannot be scheduled: it leaves as soon as possible.',
  },
  scheduleSummaryAsap: { id: 'schedule.summary.asap', defaultMessage: '{type}: ASAP' },
  scheduleSummaryAt: { id: 'schedule.summary.at', defaultMessage: '{type}: {day}, {time}' },
  scheduleSummaryNone: { id: 'schedule.summary.none', defaultMessage: '{type}: choose a time' },
  scheduleChange: { id: 'schedule.change', defaultMessage: 'Change time' },
  // Delivery address and providers (spec 2 §2, §4, §5, §8)
  deliveryTitle: { id: 'delivery.title', defaultMessage: 'Delivery address' },
  deliverySearchLabel: { id: 'delivery.search.label', defaultMessage: 'Delivery address' },
  deliverySearchPlaceholder: {
    id: 'delivery.search.placeholder',
    defaultMessage: 'Start typing your address',
  },
  deliverySearchNoResults: { id: 'delivery.search.noResults', defaultMessage: 'No matching address' },
  deliverySearching: { id: 'delivery.search.searching', defaultMessage: 'Searching addresses' },
  deliverySearchFailed: { id: 'delivery.search.failed', defaultMessage: 'The address search failed.' },
  deliveryChecking: { id: 'delivery.checking', defaultMessage: 'Checking your address' },
  deliveryMustBeSet: { id: 'delivery.mustBeSet', defaultMessage: 'Your delivery address must be set' },
  deliveryOutOfRange: {
    id: 'delivery.outOfRange',
    defaultMessage:
      'Sorry, your address is not in the delivery range, please contact the store to place your order',
  },
  deliveryInvalid: {
    id: 'delivery.invalid',
    defaultMessage: 'The address you have entered is invalid, please try again',
  },
  deliveryNoProvider: {
    id: 'delivery.noProvider',
    defaultMessage: 'No delivery providers support that address',
  },
  deliveryProviderUnsupported: {
    id: 'delivery.providerUnsupported',
    defaultMessage: '{provider} does not deliver to this address',
  },
  deliveryUnavailable: { id: 'delivery.unavailable', defaultMessage: 'Delivery is currently unavailable' },
  deliveryCheckFailed: { id: 'delivery.checkFailed', defaultMessage: 'Your address could not be checked.' },
  deliveryFeeTbd: { id: 'delivery.feeTbd', defaultMessage: 'Delivery fee: TBD' },
  deliveryFeeStartingAt: { id: 'delivery.feeStartingAt', defaultMessage: 'Starting at {amount}' },
  deliveryFeeFixed: { id: 'delivery.feeFixed', defaultMessage: 'Delivery fee: {amount}' },
  deliveryProviders: { id: 'delivery.providers', defaultMessage: 'Delivery provider' },
  deliveryProviderCOURIER: { id: 'delivery.provider.courier', defaultMessage: 'Courier' },
  deliveryProviderTINY_MILE: { id: 'delivery.provider.tinyMile', defaultMessage: 'Robot delivery' },
  deliveryProviderSELF: { id: 'delivery.provider.self', defaultMessage: 'Store delivery' },
  deliveryUnit: { id: 'delivery.unit', defaultMessage: 'Unit number (optional)' },
  deliveryMessage: { id: 'delivery.message', defaultMessage: 'Delivery option' },
  deliveryMessageleave_at_door: { id: 'delivery.message.leaveAtDoor', defaultMessage: 'Leave At Door' },
  deliveryMessagemeet_at_door: { id: 'delivery.message.meetAtDoor', defaultMessage: 'Meet At Door' },
  deliveryMessagemeet_outside: { id: 'delivery.message.meetOutside', defaultMessage: 'Meet Outside' },
  deliveryAsap: { id: 'delivery.asap', defaultMessage: 'Deliver ASAP' },
  deliveryUpdate: { id: 'delivery.update', defaultMessage: 'Update' },
  deliveryClose: { id: 'delivery.close', defaultMessage: 'Close' },
  deliveryTo: { id: 'delivery.to', defaultMessage: 'Delivering to {address}' },
  deliveryChange: { id: 'delivery.change', defaultMessage: 'Change address' },
  cartRetry: { id: 'cart.retry', defaultMessage: 'Try again' },
  cartTable: { id: 'cart.table', defaultMessage: 'Table {table}' },
  ...dineInMessages,
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

/** What this room's components word themselves with. */
export const messages = orderContextMessages;
