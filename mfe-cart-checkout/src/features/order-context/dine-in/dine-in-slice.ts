import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';

/** The dine-in dialogs; one at a time, like the cart's own. */
export type DineInDialog = 'scanner' | 'table-entry' | 'guest-checkout' | 'call-server' | 'not-in-store';

export interface PastRound {
  readonly seq: number;
  /** `id`: the line's place in its round (a placed round never changes; names may repeat). */
  readonly items: readonly { readonly id: string; readonly name: string; readonly qty: number }[];
}

/** The open dine-in order's earlier rounds, shown in the cart (spec 2 §2 "past orders panel"). */
export interface PastOrder {
  readonly storeId: string;
  readonly orderId: string;
  readonly rounds: readonly PastRound[];
}

export interface DineInState {
  readonly dialog: DineInDialog | null;
  readonly pastOrder: PastOrder | null;
}

const initialState: DineInState = { dialog: null, pastOrder: null };

export const dineInSlice = createSlice({
  name: 'dineIn',
  initialState,
  reducers: {
    dialogOpened(state, action: PayloadAction<DineInDialog>) {
      return { ...state, dialog: action.payload };
    },
    dialogClosed(state) {
      return { ...state, dialog: null };
    },
    roundPlaced(state, action: PayloadAction<PastOrder>) {
      return { ...state, pastOrder: action.payload };
    },
    /** The table left or the order closed: its rounds are no longer this diner's. */
    pastOrderCleared(state) {
      return { ...state, pastOrder: null };
    },
  },
});

export const dineInActions = dineInSlice.actions;

export const selectDineInDialog = (state: { dineIn: DineInState }) => state.dineIn.dialog;
export const selectPastOrder = (state: { dineIn: DineInState }) => state.dineIn.pastOrder;

/** Time for the cart dialog's teardown: a modal opened in the same event is closed by its outside-click guard. */
export const CART_TEARDOWN_MS = 50;

/** Opens a dine-in dialog in place of the cart (one dialog at a time). */
export function openInPlaceOfCart(
  dispatch: Dispatch,
  cartClosed: () => { type: string },
  dialog: DineInDialog,
): void {
  dispatch(cartClosed());
  setTimeout(() => dispatch(dineInActions.dialogOpened(dialog)), CART_TEARDOWN_MS);
}

/** One dine-in dialog gives way to another after its own teardown (same guard as above). */
export function switchDialog(dispatch: Dispatch, dialog: DineInDialog): void {
  dispatch(dineInActions.dialogClosed());
  setTimeout(() => dispatch(dineInActions.dialogOpened(dialog)), CART_TEARDOWN_MS);
}
