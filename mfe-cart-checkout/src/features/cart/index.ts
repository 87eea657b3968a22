// The cart room: the lines, their pricing, the cart dialog and the header's button. The checkout
// room and the app use it through this file only.
export { type CartDialogState, cartDialogActions } from './cart-dialog-slice';
export { buildCartRequest, cartMenuCode } from './cart-request';
export { type CartState, cartActions, newCart } from './cart-slice';
export { CART_STORAGE_KEY, readStoredCartState } from './cart-storage';
export { type CartServiceHooks, connectCart } from './connect';
export { CartOverlays } from './dialog/CartOverlays';
export { selectOverlayOpened } from './dialog/overlay-opened';
export { preloadCartDialog } from './dialog/preload';
export { HeaderCartButton } from './header-button/HeaderCartButton';
export { startCartListeners } from './listeners';
export { cartMessages } from './messages';
export { PRICING_DELAY_MS } from './pricing';
export { type CartRoot, cartReducers } from './state';
