import { buildPath, bus, useChannel } from '@owa/shared';
import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { navigate } from '../../../app/navigate';
import type { CartDispatch, CartRootState } from '../../../app/store';
import {
  type CartAction,
  cartMainAction,
  guestMayProceed,
  isMessengerBrowser,
} from '../../../domain/cart-action';
import { isCheckoutBlocked } from '../../../domain/cart-errors';
import { openInPlaceOfCart } from '../../order-context/dine-in/dine-in-slice';
import { selectStoreContext } from '../../order-context/order-context-slice';
import { selectCartUpToDate, selectValidationErrors } from '../cart-slice';
import { dialogsActions } from './dialogs-slice';

const hasLineErrors = (errors: readonly { errorMsg: string }[] | null | undefined) =>
  (errors ?? []).length > 0;

/** The main button's case (spec 2 §2) and what pressing it does. */
export function useCartMainAction(messagesFor: { tableRequired: string }) {
  const dispatch = useDispatch<CartDispatch>();
  const session = useChannel('shell:session');
  const cart = useSelector((state: CartRootState) => state.cart);
  const store = useSelector((state: CartRootState) => state.storeInfo.store);
  const context = useSelector((state: CartRootState) => selectStoreContext(state));
  const upToDate = useSelector(selectCartUpToDate);
  const errors = useSelector(selectValidationErrors);
  const owa = store?.settings?.owaSettings;
  const action: CartAction = cartMainAction({
    cartEmpty: cart.lines.length === 0,
    orderType: context.orderType,
    isLoggedIn: !!session?.user,
    guestMayProceed: guestMayProceed({
      orderType: context.orderType,
      allowAnonymousDineInOrder: owa?.allowAnonymousDineInOrder,
      allowAnonymousDineInKioskMode: owa?.allowAnonymousDineInKioskMode,
      skipCheckout: owa?.skipCheckout,
      kioskMode: session?.kioskMode ?? false,
    }),
    hasTable: context.tableId !== null,
    inMessengerBrowser: typeof navigator !== 'undefined' && isMessengerBrowser(navigator.userAgent),
    hasExistingOrder: context.existingOrderId !== null,
    skipCheckout: owa?.skipCheckout === true,
    hasDeliveryAddress: context.deliveryAddress !== null,
  });
  const blocked =
    (action === 'checkout' || action === 'pay-offline-now' || action === 'add-sub-order') &&
    (!upToDate ||
      isCheckoutBlocked({
        hasCartError: errors.length > 0 || cart.lines.some((line) => hasLineErrors(line.errors)),
        cartEmpty: cart.lines.length === 0,
        hasExistingOrder: context.existingOrderId !== null,
        orderTypeDisabled: false,
      }));

  // A visitor asked to log in goes on by themselves once the session has a user.
  const waitingForLogin = useRef(false);
  const run = (chosen: CartAction) => {
    const gid = session?.groupId ?? store?.groupId ?? null;
    const sid = cart.storeId ?? (store ? String(store.storeId) : null);
    switch (chosen) {
      case 'start-shopping':
        dispatch(dialogsActions.cartClosed());
        if (store?.slug && sid && !window.location.pathname.includes(`/${sid}`))
          navigate(buildPath('menu-selection', { restaurantSlug: store.slug, sid }));
        return;
      case 'login':
        waitingForLogin.current = true;
        bus.emit('account:login-requested', { reason: 'checkout' });
        return;
      case 'scan-table-qr':
      case 'enter-table':
        bus.emit('shell:snack', { message: messagesFor.tableRequired, status: 'info' });
        openInPlaceOfCart(
          dispatch,
          dialogsActions.cartClosed,
          chosen === 'scan-table-qr' ? 'scanner' : 'table-entry',
        );
        return;
      // Skip checkout (dine-in): placed from the dine-in dialog, paid in person.
      case 'pay-offline-now':
      case 'add-sub-order':
        openInPlaceOfCart(dispatch, dialogsActions.cartClosed, 'guest-checkout');
        return;
      case 'enter-address':
        dispatch(dialogsActions.deliveryOpened({ requestId: null }));
        return;
      default:
        if (!gid || !sid) return;
        dispatch(dialogsActions.cartClosed());
        navigate(
          buildPath(
            'checkout',
            { gid, sid },
            context.orderType === 'DINE_IN' && context.tableId ? { tid: context.tableId } : {},
          ),
        );
    }
  };
  useEffect(() => {
    if (waitingForLogin.current && session?.user) {
      waitingForLogin.current = false;
      if (action !== 'login') run(action);
    }
  });
  return { action, blocked, run: () => run(action) };
}
