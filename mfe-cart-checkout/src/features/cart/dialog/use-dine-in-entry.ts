import { bus, useChannel } from '@owa/shared';
import { useIntl } from 'react-intl';
import { isMessengerBrowser } from '../../../domain/cart-action';
import {
  callServerGate,
  type DineInDialog,
  dineInActions,
  dineInMessages as m,
  selectStoreContext,
} from '../../order-context';
import { cartDialogActions } from '../cart-dialog-slice';
import { useCartDispatch, useCartSelector } from '../state';

/** Opens a dine-in dialog in place of the cart (one dialog at a time), applying the call-server rules. */
export function useDineInEntry() {
  const intl = useIntl();
  const dispatch = useCartDispatch();
  const session = useChannel('shell:session');
  const store = useCartSelector((state) => state.storeInfo.store);
  const { tableId } = useCartSelector((state) => selectStoreContext(state));
  const open = (dialog: DineInDialog) => dispatch(dineInActions.dialogRequested(dialog));
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
      dispatch(cartDialogActions.cartClosed());
      bus.emit('account:login-requested', { reason: 'service-request' });
    } else if (gate === 'needs-table') {
      bus.emit('shell:snack', { message: intl.formatMessage(m.tableRequired), status: 'warning' });
      open('scanner');
    } else open('call-server');
  };
  return { open, openTableChoice, callServer };
}
