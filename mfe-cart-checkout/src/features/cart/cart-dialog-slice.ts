import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { contextDialogsActions, dineInActions } from '../order-context';

/**
 * The cart dialog. One dialog at a time: a second modal stacked on the cart was hidden from
 * assistive technology by the first one's aria-hidden guard, and on a phone a dialog over a
 * full-screen dialog helps no one. So the cart gives way to the order context's dialogs (time,
 * address, leave dine-in) and comes back when they close; a dine-in dialog replaces it for good.
 */
export interface CartDialogState {
  readonly open: boolean;
  /** The cart gave way to another dialog and comes back when that one closes. */
  readonly returnToCart: boolean;
  /** The other dialog closed: the cart comes back once that dialog's teardown is over. */
  readonly cartReturning: boolean;
}

export const initialCartDialog: CartDialogState = { open: false, returnToCart: false, cartReturning: false };

const giveWay = (state: CartDialogState): CartDialogState => ({
  ...state,
  open: false,
  returnToCart: state.returnToCart || state.open,
});
// A second close (a dialog's own teardown) finds nothing to bring back and changes nothing.
const comeBack = (state: CartDialogState): CartDialogState =>
  state.returnToCart ? { ...state, cartReturning: true, returnToCart: false } : state;

export const cartDialogSlice = createSlice({
  name: 'cartDialog',
  initialState: initialCartDialog,
  reducers: {
    /** `afterOther`: an order-context dialog is up; the cart opens once it has closed. */
    cartOpened(state, action: PayloadAction<{ afterOther: boolean }>) {
      return action.payload.afterOther ? { ...state, returnToCart: true } : { ...state, open: true };
    },
    cartClosed() {
      return initialCartDialog;
    },
    cartReturned(state) {
      return state.cartReturning ? { ...state, open: true, cartReturning: false } : state;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(contextDialogsActions.scheduleOpened, giveWay)
      .addCase(contextDialogsActions.deliveryOpened, giveWay)
      .addCase(contextDialogsActions.leaveDineInAsked, giveWay)
      .addCase(contextDialogsActions.scheduleClosed, comeBack)
      .addCase(contextDialogsActions.deliveryClosed, comeBack)
      .addCase(contextDialogsActions.leaveDineInAnswered, comeBack)
      .addCase(dineInActions.dialogRequested, () => initialCartDialog),
});

export const cartDialogActions = cartDialogSlice.actions;

export const selectCartDialog = (state: { readonly cartDialog: CartDialogState }) => state.cartDialog;
