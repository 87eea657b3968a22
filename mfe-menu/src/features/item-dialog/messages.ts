import { prefixedKeys } from '../../i18n/prefixed-keys';

export const itemDialogMessages = {
  addToCart: { id: 'itemDialog.addToCart', defaultMessage: 'Add to cart' },
  saveCartItem: { id: 'itemDialog.saveCartItem', defaultMessage: 'Save cart item' },
  selectItem: { id: 'itemDialog.selectItem', defaultMessage: 'Select item' },
  next: { id: 'itemDialog.next', defaultMessage: 'Next' },
  back: { id: 'itemDialog.back', defaultMessage: 'Back' },
  close: { id: 'itemDialog.close', defaultMessage: 'Close' },
  stepOf: { id: 'itemDialog.stepOf', defaultMessage: 'Step {step} of {total}' },
  loading: { id: 'itemDialog.loading', defaultMessage: 'Loading item...' },
  loadFailed: { id: 'itemDialog.loadFailed', defaultMessage: 'This item could not be loaded.' },
  retry: { id: 'itemDialog.retry', defaultMessage: 'Try again' },
  required: { id: 'itemDialog.required', defaultMessage: 'Required' },
  optional: { id: 'itemDialog.optional', defaultMessage: 'Optional' },
  chooseExactly: { id: 'itemDialog.chooseExactly', defaultMessage: 'Choose {count}' },
  chooseRange: { id: 'itemDialog.chooseRange', defaultMessage: 'Choose {min} to {max}' },
  chooseUpTo: { id: 'itemDialog.chooseUpTo', defaultMessage: 'Choose up to {max}' },
  chooseAtLeast: { id: 'itemDialog.chooseAtLeast', defaultMessage: 'Choose at least {min}' },
  freeCount: { id: 'itemDialog.freeCount', defaultMessage: 'First {count} free' },
  extraPrice: { id: 'itemDialog.extraPrice', defaultMessage: '+{price}' },
  soldOut: { id: 'itemDialog.soldOut', defaultMessage: 'Sold out' },
  pizzaSide: { id: 'itemDialog.pizzaSide', defaultMessage: '{name}: where on the pizza' },
  sideLeft: { id: 'itemDialog.sideLeft', defaultMessage: 'Left half' },
  sideWhole: { id: 'itemDialog.sideWhole', defaultMessage: 'Whole' },
  sideRight: { id: 'itemDialog.sideRight', defaultMessage: 'Right half' },
  quantity: { id: 'itemDialog.quantity', defaultMessage: 'Quantity' },
  decrease: { id: 'itemDialog.decrease', defaultMessage: 'Fewer {name}' },
  increase: { id: 'itemDialog.increase', defaultMessage: 'More {name}' },
  specialRequest: { id: 'itemDialog.specialRequest', defaultMessage: 'Special request' },
  specialRequestHint: {
    id: 'itemDialog.specialRequestHint',
    defaultMessage: 'Allergies or preferences the kitchen should know about',
  },
  unmetOption: { id: 'itemDialog.unmetOption', defaultMessage: 'Please choose {name}' },
  orderLimitReached: {
    id: 'itemDialog.orderLimitReached',
    defaultMessage: 'Order Limit: {limit}. Your cart cannot hold more of this item.',
  },
  unavailable: { id: 'itemDialog.unavailable', defaultMessage: 'This item is not available right now.' },
  preparationTime: { id: 'itemDialog.preparationTime', defaultMessage: 'Ready in about {minutes} min' },
  orderLimit: { id: 'itemDialog.orderLimit', defaultMessage: 'Order Limit: {limit}' },
  minimumQuantity: { id: 'itemDialog.minimumQuantity', defaultMessage: 'Minimum order: {count}' },
  opening: { id: 'itemDialog.opening', defaultMessage: 'Opening item...' },
} as const;

/** The dialog's messages as the menu team's catalogue (messages.ts) holds them. */
export const itemDialogCatalogue = prefixedKeys('itemDialog', itemDialogMessages);
