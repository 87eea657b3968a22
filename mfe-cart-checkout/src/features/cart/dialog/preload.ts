/**
 * The cart's dialogs load on demand; these warm them ahead of the click (the diner's first add,
 * a hover or focus of the cart button) so the cart shows its lines at once (docs/performance.md).
 */
import { loadCartDialog } from './load-cart-dialog';

export { loadCartDialog };

/** The provider and frame of every cart dialog (CartOverlays loads it with the first dialog). */
export const loadOverlayLayer = () =>
  import(/* webpackChunkName: "cart-overlay-layer" */ './CartOverlayLayer');

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
