import { bus, useChannel } from '@owa/shared';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { CartDispatch, CartRootState } from '../../../app/store';
import { isMessengerBrowser } from '../../../domain/cart-action';
import { dialogsActions } from '../../cart/dialog/dialogs-slice';
import { selectStoreContext } from '../order-context-slice';
import { callServerGate } from './call-server/call-server';
import { dineInMessages as m } from './dine-in-messages';
import { type DineInDialog, openInPlaceOfCart } from './dine-in-slice';

/** Opens a dine-in dialog in place of the cart (one dialog at a time), applying the call-server rules. */
export function useDineInEntry() {
  const intl = useIntl();
  const dispatch = useDispatch<CartDispatch>();
  const session = useChannel('shell:session');
  const store = useSelector((state: CartRootState) => state.storeInfo.store);
  const { tableId } = useSelector((state: CartRootState) => selectStoreContext(state));
  const open = (dialog: DineInDialog) => openInPlaceOfCart(dispatch, dialogsActions.cartClosed, dialog);
  const openTableChoice = () =>
    open(
      typeof navigator !== 'undefined' && isMessengerBrowser(navigator.userAgent) ? 'table-entry' : 'scanner',
    );
  const callServer = () => {
    const gate = callServerGate({
      hasTable: tableId !== null,
      loggedIn: !!session?.user,
      allowAnonymousDineInOrder: store?.settings?.owaSettings?.allowAnonymousDineInOrder,
    });
    if (gate === 'needs-login') {
      bus.emit('shell:snack', { message: intl.formatMessage(m.callServerLogin), status: 'error' });
      dispatch(dialogsActions.cartClosed());
      bus.emit('account:login-requested', { reason: 'service-request' });
    } else if (gate === 'needs-table') {
      bus.emit('shell:snack', { message: intl.formatMessage(m.tableRequired), status: 'warning' });
      open('scanner');
    } else open('call-server');
  };
  return { open, openTableChoice, callServer };
}
