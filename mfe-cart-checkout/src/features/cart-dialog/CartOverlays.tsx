import { Spinner, VisuallyHidden } from '@owa/shared/design-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { CartDispatch, CartRootState } from '../../app/store';
import { messages } from '../../i18n/messages';
import { OverlayScope } from '../checkout/OverlayScope';
import { dialogsActions } from './dialogs-slice';
import {
  loadCartDialog,
  loadDeliveryDialog,
  loadLeaveDineInDialog,
  loadScheduleDialog,
  onCartDialogWarm,
} from './preload';
import { useCartErrorSnack } from './use-cart-error-snack';
import { useKeptCartPreload } from './use-kept-cart-preload';

const RETURN_DELAY_MS = 50;

const CartDialog = lazy(loadCartDialog);
const ScheduleDialog = lazy(loadScheduleDialog);
const DeliveryDialog = lazy(loadDeliveryDialog);
const LeaveDineInDialog = lazy(loadLeaveDineInDialog);

function Loading() {
  const intl = useIntl();
  return (
    <div
      role="status"
      style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', zIndex: 1400 }}
    >
      <Spinner size="lg" />
      <VisuallyHidden>{intl.formatMessage(messages.cartLoading)}</VisuallyHidden>
    </div>
  );
}

/** The cart team's global dialogs, rendered by the always-active service application. */
export function CartOverlays() {
  const dialogs = useSelector((state: CartRootState) => state.dialogs);
  const dispatch = useDispatch<CartDispatch>();
  useCartErrorSnack();
  // Once its code is here, the cart stays rendered (closed): opening it is then a state change, not
  // a first render of the dialog, its styles and its lines (docs/performance.md).
  const [cartRendered, setCartRendered] = useState(false);
  useEffect(() => onCartDialogWarm(() => setCartRendered(true)), []);
  useKeptCartPreload();
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
      <Suspense fallback={<Loading />}>
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
