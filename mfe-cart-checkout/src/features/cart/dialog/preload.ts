/**
 * The cart's dialogs load on demand; these warm them ahead of the click (the diner's first add,
 * a hover or focus of the cart button) so the cart shows its lines at once (docs/performance.md).
 */
let cartDialog: Promise<typeof import('./CartDialog')> | null = null;

export function loadCartDialog() {
  cartDialog ??= import(/* webpackChunkName: "cart-dialog" */ './CartDialog');
  // A failed load may be retried on the next open.
  cartDialog.catch(() => {
    cartDialog = null;
  });
  return cartDialog;
}

/** The provider and frame of every cart dialog (CartOverlays loads it with the first dialog). */
export const loadOverlayLayer = () =>
  import(/* webpackChunkName: "cart-overlay-layer" */ './CartOverlayLayer');

export const loadScheduleDialog = () =>
  import(/* webpackChunkName: "schedule-dialog" */ '../../order-context/schedule/ScheduleDialog');
export const loadDeliveryDialog = () =>
  import(/* webpackChunkName: "delivery-dialog" */ '../../order-context/delivery/DeliveryDialog');
export const loadLeaveDineInDialog = () =>
  import(/* webpackChunkName: "leave-dine-in-dialog" */ '../../order-context/order-type/LeaveDineInDialog');

const warmed = new Set<() => void>();
let isWarm = false;

/** Calls back once the dialog's code is here (at once if it already is): the overlays then render it closed. */
export function onCartDialogWarm(listener: () => void): () => void {
  if (isWarm) listener();
  else warmed.add(listener);
  return () => warmed.delete(listener);
}

/** Warms the cart dialog's code once; safe to call on every add or hover. */
export function preloadCartDialog(): void {
  void Promise.all([loadCartDialog(), loadOverlayLayer()])
    .then(() => {
      isWarm = true;
      for (const listener of warmed) listener();
      warmed.clear();
    })
    .catch(() => undefined);
}
