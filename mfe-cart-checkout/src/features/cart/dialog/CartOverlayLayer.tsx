import { lazy, Suspense, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { CartDispatch, CartRootState } from '../../../app/store';
import { OverlayScope } from '../../checkout/OverlayScope';
import { dialogsActions } from './dialogs-slice';
import { OverlaysLoading } from './OverlaysLoading';
import { loadCartDialog, loadDeliveryDialog, loadLeaveDineInDialog, loadScheduleDialog } from './preload';

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
  const dialogs = useSelector((state: CartRootState) => state.dialogs);
  const dispatch = useDispatch<CartDispatch>();
  // Another dialog waits until the cart has finished closing: while the cart's exit runs, its guard
  // would hide the newcomer from assistive technology.
  const [cartShown, setCartShown] = useState(false);
  useEffect(() => {
    if (dialogs.cart) setCartShown(true);
  }, [dialogs.cart]);
  const othersMayShow = !dialogs.cart && !cartShown;
  // The cart reopens after the dialog it gave way to has gone: opened in the same event, its
  // outside-interaction guard saw that dialog's teardown and closed it again.
  useEffect(() => {
    if (!dialogs.cartReturning) return;
    const timer = setTimeout(() => dispatch(dialogsActions.cartReturned()), RETURN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dialogs.cartReturning, dispatch]);
  // OverlayScope: the overlays kit's parts need the provider of their own Chakra copy (see there).
  return (
    <OverlayScope>
      <Suspense fallback={<OverlaysLoading />}>
        {(dialogs.cart || cartRendered) && (
          <CartDialog open={dialogs.cart} onExitComplete={() => setCartShown(false)} />
        )}
        {othersMayShow && dialogs.schedule && <ScheduleDialog requestId={dialogs.schedule.requestId} />}
        {othersMayShow && dialogs.delivery && <DeliveryDialog requestId={dialogs.delivery.requestId} />}
        {othersMayShow && dialogs.leaveDineIn && <LeaveDineInDialog />}
      </Suspense>
    </OverlayScope>
  );
}
