import { lazy, Suspense, useEffect, useState } from 'react';
import { loadDeliveryDialog, loadScheduleDialog, selectContextDialogs } from '../../order-context';
import { selectCartDialog } from '../cart-dialog-slice';
import { useCartSelector } from '../state';
import { OverlaysOpening } from './OverlaysOpening';
import { selectOverlayOpened } from './overlay-opened';
import { loadCartDialog, loadOverlayLayer, onCartDialogWarm } from './preload';
import { useCartErrorSnack } from './use-cart-error-snack';
import { useKeptCartPreload } from './use-kept-cart-preload';

const CartOverlayLayer = lazy(loadOverlayLayer);

/** The cart team's global dialogs, rendered by the always-active service application. */
export function CartOverlays() {
  const cart = useCartSelector(selectCartDialog);
  const others = useCartSelector(selectContextDialogs);
  useCartErrorSnack();
  useKeptCartPreload();
  // Once its code is here, the cart stays rendered (closed): opening it is then a state change, not
  // a first render of the dialog, its styles and its lines (docs/performance.md).
  const [cartRendered, setCartRendered] = useState(false);
  useEffect(() => onCartDialogWarm(() => setCartRendered(true)), []);
  const opened = useCartSelector(selectOverlayOpened);
  // The opened dialog's code loads beside the layer's, not after it.
  useEffect(() => {
    if (cart.open) void loadCartDialog().catch(() => undefined);
    if (others.schedule) void loadScheduleDialog().catch(() => undefined);
    if (others.delivery) void loadDeliveryDialog().catch(() => undefined);
  }, [cart.open, others.schedule, others.delivery]);
  // Kept once loaded, so a closing dialog finishes its exit.
  const [layerLoaded, setLayerLoaded] = useState(false);
  const wanted = opened || cartRendered || layerLoaded;
  useEffect(() => {
    if (wanted) setLayerLoaded(true);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={opened ? <OverlaysOpening /> : null}>
      <CartOverlayLayer cartRendered={cartRendered} />
    </Suspense>
  );
}
