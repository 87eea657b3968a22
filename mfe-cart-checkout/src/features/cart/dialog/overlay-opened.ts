import { type ContextDialogsState, selectContextDialogs } from '../../order-context';
import { type CartDialogState, selectCartDialog } from '../cart-dialog-slice';

/** One of the cart team's global dialogs is asked for: the cart, or an order-context dialog. */
export function selectOverlayOpened(state: {
  readonly cartDialog: CartDialogState;
  readonly contextDialogs: ContextDialogsState;
}): boolean {
  const cart = selectCartDialog(state);
  const others = selectContextDialogs(state);
  return Boolean(cart.open || cart.cartReturning || others.schedule || others.delivery || others.leaveDineIn);
}
