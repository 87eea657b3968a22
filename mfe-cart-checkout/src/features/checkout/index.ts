// The checkout room (payment inside): the checkout route, the payment return pages, the success and
// bonus dialogs and the dine-in guest checkout. The app uses it through this file only.
export { CheckoutRoute } from './CheckoutRoute';
export { type CheckoutState, checkoutActions, selectCompletedOrder } from './checkout-slice';
export { connectCheckout } from './connect';
export { useGuestCheckoutRefusals } from './guest/guest-checkout-command';
export { guestTokenOf } from './guest/guest-tokens';
export { startCheckoutListeners } from './listeners';
export { checkoutMessages } from './messages';
export { type CheckoutRoot, checkoutReducers } from './state';

/** The dialogs the service shows over any page, loaded when first needed. */
export const loadGuestCheckoutDialog = () => import('./guest/GuestCheckoutDialog');
export const loadOrderSuccess = () => import('./success/OrderSuccess');
