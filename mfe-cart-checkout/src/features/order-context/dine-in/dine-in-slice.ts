import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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

export const initialDineIn: DineInState = { dialog: null, pastOrder: null };

/** Time for a closing dialog's teardown: a modal opened in the same event is closed by its outside-click guard. */
export const CART_TEARDOWN_MS = 50;

export const dineInSlice = createSlice({
  name: 'dineIn',
  initialState: initialDineIn,
  reducers: {
    /**
     * A dine-in dialog in place of the cart or of another dine-in dialog: the one showing closes
     * now (the cart closes itself on this action), the new one opens after the teardown.
     */
    dialogRequested(state, _action: PayloadAction<DineInDialog>) {
      return { ...state, dialog: null };
    },
    dialogOpened(state, action: PayloadAction<DineInDialog>) {
      return { ...state, dialog: action.payload };
    },
    dialogClosed(state) {
      return { ...state, dialog: null };
    },
    roundPlaced(state, action: PayloadAction<PastOrder>) {
      return { ...state, pastOrder: action.payload };
    },
  },
});

export const dineInActions = dineInSlice.actions;

export const selectDineInDialog = (state: { dineIn: DineInState }) => state.dineIn.dialog;
export const selectPastOrder = (state: { dineIn: DineInState }) => state.dineIn.pastOrder;
