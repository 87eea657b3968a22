/** The cart dialog's code, loaded once (the overlay layer shows it; preload warms it). */
let cartDialog: Promise<typeof import('./CartDialog')> | null = null;

export function loadCartDialog() {
  cartDialog ??= import(/* webpackChunkName: "cart-dialog" */ './CartDialog');
  // A failed load may be retried on the next open.
  cartDialog.catch(() => {
    cartDialog = null;
  });
  return cartDialog;
}
