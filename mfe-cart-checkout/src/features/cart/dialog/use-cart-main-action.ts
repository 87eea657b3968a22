import { buildPath, bus, useChannel } from '@owa/shared';
import { useEffect, useRef } from 'react';
import {
  type CartAction,
  cartMainAction,
  guestMayProceed,
  isMessengerBrowser,
} from '../../../domain/cart-action';
import { isCheckoutBlocked } from '../../../domain/cart-errors';
import { contextDialogsActions, dineInActions, selectStoreContext } from '../../order-context';
import { cartDialogActions } from '../cart-dialog-slice';
import { selectCartUpToDate, selectValidationErrors } from '../cart-slice';
import { useCartDispatch, useCartSelector } from '../state';

/** Through the shell, which carries the query parameters that follow the diner (referrer, vc, tid). */
const navigate = (path: string) => bus.emit('shell:navigate', { path });

const hasLineErrors = (errors: readonly { errorMsg: string }[] | null | undefined) =>
  (errors ?? []).length > 0;

/** The main button's case (spec 2 §2) and what pressing it does. */
export function useCartMainAction(messagesFor: { tableRequired: string }) {
  const dispatch = useCartDispatch();
  const session = useChannel('shell:session');
  const cart = useCartSelector((state) => state.cart);
  const store = useCartSelector((state) => state.storeInfo.store);
  const context = useCartSelector((state) => selectStoreContext(state));
  const upToDate = useCartSelector(selectCartUpToDate);
  const errors = useCartSelector(selectValidationErrors);
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
        dispatch(cartDialogActions.cartClosed());
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
        dispatch(dineInActions.dialogRequested(chosen === 'scan-table-qr' ? 'scanner' : 'table-entry'));
        return;
      // Skip checkout (dine-in): placed from the dine-in dialog, paid in person.
      case 'pay-offline-now':
      case 'add-sub-order':
        dispatch(dineInActions.dialogRequested('guest-checkout'));
        return;
      case 'enter-address':
        dispatch(contextDialogsActions.deliveryOpened());
        return;
      default:
        if (!gid || !sid) return;
        dispatch(cartDialogActions.cartClosed());
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
