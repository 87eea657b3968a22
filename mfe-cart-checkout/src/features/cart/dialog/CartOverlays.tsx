import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { CartRootState } from '../../../app/store';
import { OverlaysLoading } from './OverlaysLoading';
import {
  loadCartDialog,
  loadDeliveryDialog,
  loadOverlayLayer,
  loadScheduleDialog,
  onCartDialogWarm,
} from './preload';
import { useCartErrorSnack } from './use-cart-error-snack';
import { useKeptCartPreload } from './use-kept-cart-preload';

const CartOverlayLayer = lazy(loadOverlayLayer);

/** The cart team's global dialogs, rendered by the always-active service application. */
export function CartOverlays() {
  const dialogs = useSelector((state: CartRootState) => state.dialogs);
  useCartErrorSnack();
  useKeptCartPreload();
  // Once its code is here, the cart stays rendered (closed): opening it is then a state change, not
  // a first render of the dialog, its styles and its lines (docs/performance.md).
  const [cartRendered, setCartRendered] = useState(false);
  useEffect(() => onCartDialogWarm(() => setCartRendered(true)), []);
  const opened = Boolean(
    dialogs.cart || dialogs.cartReturning || dialogs.schedule || dialogs.delivery || dialogs.leaveDineIn,
  );
  // The opened dialog's code loads beside the layer's, not after it.
  useEffect(() => {
    if (dialogs.cart) void loadCartDialog().catch(() => undefined);
    if (dialogs.schedule) void loadScheduleDialog().catch(() => undefined);
    if (dialogs.delivery) void loadDeliveryDialog().catch(() => undefined);
  }, [dialogs.cart, dialogs.schedule, dialogs.delivery]);
  // Kept once loaded, so a closing dialog finishes its exit.
  const [layerLoaded, setLayerLoaded] = useState(false);
  const wanted = opened || cartRendered || layerLoaded;
  useEffect(() => {
    if (wanted) setLayerLoaded(true);
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={opened ? <OverlaysLoading /> : null}>
      <CartOverlayLayer cartRendered={cartRendered} />
    </Suspense>
  );
}
