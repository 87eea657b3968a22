import { orderContextMessages } from '../order-context';
import { promotionErrorMessages } from './promotion-error-messages';

/** The cart's messages (ids `cart.`): the dialog, its lines, totals, main action and header button. */
export const cartMessages = {
  cartButton: {
    id: 'cart.headerButton.label',
    defaultMessage: '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
  },
  cartShort: { id: 'cart.headerButton.short', defaultMessage: 'Cart' },
  // Cart dialog (spec 2 §2, §4, §5, §8)
  cartDialogFallbackTitle: { id: 'cart.dialog.title', defaultMessage: 'Your cart' },
  cartClose: { id: 'cart.close', defaultMessage: 'Close cart' },
  cartEmpty: { id: 'cart.empty', defaultMessage: 'Your cart is empty' },
  cartLines: { id: 'cart.lines', defaultMessage: 'Items in your cart' },
  cartLoading: { id: 'cart.loading', defaultMessage: 'Loading your cart' },
  cartUpdating: { id: 'cart.updating', defaultMessage: 'Updating prices' },
  cartPricingFailed: { id: 'cart.pricingFailed', defaultMessage: 'The cart could not be updated: {message}' },
  cartErrorSnack: { id: 'cart.errorSnack', defaultMessage: 'Cart error: {message}' },
  cartLineError: { id: 'cart.lineError', defaultMessage: '- {errorMsg}' },
  cartLineIncrease: { id: 'cart.line.increase', defaultMessage: 'Add one {name}' },
  cartLineDecrease: { id: 'cart.line.decrease', defaultMessage: 'Remove one {name}' },
  cartLineRemove: { id: 'cart.line.remove', defaultMessage: 'Remove {name}' },
  cartLineEdit: { id: 'cart.line.edit', defaultMessage: 'Edit {name}' },
  cartLineQuantity: { id: 'cart.line.quantity', defaultMessage: 'Quantity: {qty}' },
  cartLineEditShort: { id: 'cart.line.editShort', defaultMessage: 'Edit' },
  cartNotes: { id: 'cart.notes', defaultMessage: 'Order notes' },
  cartTakeout: { id: 'cart.takeout', defaultMessage: 'Take out' },
  cartMinimumDelivery: {
    id: 'cart.minimum.delivery',
    defaultMessage: 'Order amount too small for Delivery (Min: {amount})',
  },
  cartMinimumPickup: {
    id: 'cart.minimum.pickup',
    defaultMessage: 'Order amount too small for Pickup (Min: {amount})',
  },
  cartTableRequired: {
    id: 'cart.tableRequired',
    defaultMessage: 'Please set your table number in order to begin ordering',
  },
  totalsSubtotal: { id: 'cart.totals.subtotal', defaultMessage: 'Subtotal' },
  totalsServiceFee: { id: 'cart.totals.serviceFee', defaultMessage: 'Service fee' },
  totalsDeliveryFee: { id: 'cart.totals.deliveryFee', defaultMessage: 'Delivery fee' },
  totalsTax: { id: 'cart.totals.tax', defaultMessage: 'Tax' },
  totalsDiscount: { id: 'cart.totals.discount', defaultMessage: 'Discount' },
  totalsTotal: { id: 'cart.totals.total', defaultMessage: 'Total' },
  totalsTbd: { id: 'cart.totals.tbd', defaultMessage: 'TBD' },
  actionStartShopping: { id: 'cart.action.startShopping', defaultMessage: 'Start Shopping' },
  actionLogin: { id: 'cart.action.login', defaultMessage: 'Log in to check out' },
  actionScanTable: { id: 'cart.action.scanTable', defaultMessage: 'Scan your table QR code' },
  actionEnterTable: { id: 'cart.action.enterTable', defaultMessage: 'Enter your table number' },
  actionPayInPerson: { id: 'cart.action.payInPerson', defaultMessage: 'Place order, pay in person' },
  actionAddToOrder: { id: 'cart.action.addToOrder', defaultMessage: 'Add to my order' },
  actionEnterAddress: { id: 'cart.action.enterAddress', defaultMessage: 'Enter a delivery address' },
  actionCheckout: { id: 'cart.action.checkout', defaultMessage: 'Checkout' },
  ...promotionErrorMessages,
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;

/** What this room's components word themselves with: its own and the order context's. */
export const messages = { ...orderContextMessages, ...cartMessages };
