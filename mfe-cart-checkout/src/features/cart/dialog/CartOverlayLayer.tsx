import { lazy, Suspense, useEffect, useState } from 'react';
import { OverlayScope } from '../../../lib/OverlayScope';
import {
  loadDeliveryDialog,
  loadLeaveDineInDialog,
  loadScheduleDialog,
  selectContextDialogs,
} from '../../order-context';
import { cartDialogActions, selectCartDialog } from '../cart-dialog-slice';
import { useCartDispatch, useCartSelector } from '../state';
import { loadCartDialog } from './load-cart-dialog';
import { OverlaysOpening } from './OverlaysOpening';
import { selectOverlayOpened } from './overlay-opened';

const RETURN_DELAY_MS = 50;

const CartDialog = lazy(loadCartDialog);
const ScheduleDialog = lazy(loadScheduleDialog);
const DeliveryDialog = lazy(loadDeliveryDialog);
const LeaveDineInDialog = lazy(loadLeaveDineInDialog);

/**
 * The cart's dialogs inside the overlay kit's provider. Loaded by CartOverlays only once a dialog
 * opens or the cart dialog is warmed: the kit (~110 KB) stays off the page's first paint, even where
 * the service mounts before it (a table's QR entry).
 */
export default function CartOverlayLayer({ cartRendered }: { readonly cartRendered: boolean }) {
  const cart = useCartSelector(selectCartDialog);
  const others = useCartSelector(selectContextDialogs);
  const dispatch = useCartDispatch();
  const opened = useCartSelector(selectOverlayOpened);
  // Another dialog waits until the cart has finished closing: while the cart's exit runs, its guard
  // would hide the newcomer from assistive technology.
  const [cartShown, setCartShown] = useState(false);
  useEffect(() => {
    if (cart.open) setCartShown(true);
  }, [cart.open]);
  const othersMayShow = !cart.open && !cartShown;
  // The cart reopens after the dialog it gave way to has gone: opened in the same event, its
  // outside-interaction guard saw that dialog's teardown and closed it again.
  useEffect(() => {
    if (!cart.cartReturning) return;
    const timer = setTimeout(() => dispatch(cartDialogActions.cartReturned()), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [cart.cartReturning, dispatch]);
  // OverlayScope: the overlays kit's parts need the provider of their own Chakra copy (see there).
  // The frame stands in for a dialog the diner opened. The cart warmed closed (its code fetched
  // while the page was quiet) waits for it unseen: a spinner over the page would take the taps of
  // a diner who is filling in the checkout.
  return (
    <OverlayScope>
      <Suspense fallback={opened ? <OverlaysOpening /> : null}>
        {(cart.open || cartRendered) && (
          <CartDialog open={cart.open} onExitComplete={() => setCartShown(false)} />
        )}
        {othersMayShow && others.schedule && <ScheduleDialog />}
        {othersMayShow && others.delivery && <DeliveryDialog />}
        {othersMayShow && others.leaveDineIn && <LeaveDineInDialog />}
      </Suspense>
    </OverlayScope>
  );
}
