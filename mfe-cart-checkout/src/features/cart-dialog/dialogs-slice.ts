import type { OrderType } from '@owa/shared/entities';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Which of the cart team's global dialogs is open. `requestId` ties a time dialog to the menu team's
 * `cart:schedule-requested`, answered with `menu:schedule-settled` when it closes.
 */
export interface DialogsState {
  readonly cart: boolean;
  readonly schedule: { readonly requestId: string | null } | null;
  readonly delivery: { readonly requestId: string | null } | null;
  /** Leaving dine-in for this type waits for 'Yes, switch'. */
  readonly leaveDineIn: OrderType | null;
}

const initialState: DialogsState = { cart: false, schedule: null, delivery: null, leaveDineIn: null };

export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    cartOpened(state) {
      return { ...state, cart: true };
    },
    cartClosed(state) {
      return { ...state, cart: false };
    },
    scheduleOpened(state, action: PayloadAction<{ requestId: string | null }>) {
      return { ...state, schedule: { requestId: action.payload.requestId }, delivery: null };
    },
    scheduleClosed(state) {
      return { ...state, schedule: null };
    },
    deliveryOpened(state, action: PayloadAction<{ requestId: string | null }>) {
      return { ...state, delivery: { requestId: action.payload.requestId }, schedule: null };
    },
    deliveryClosed(state) {
      return { ...state, delivery: null };
    },
    leaveDineInAsked(state, action: PayloadAction<OrderType>) {
      return { ...state, leaveDineIn: action.payload };
    },
    leaveDineInAnswered(state) {
      return { ...state, leaveDineIn: null };
    },
  },
});

export const dialogsActions = dialogsSlice.actions;

export const selectDialogs = (state: { readonly dialogs: DialogsState }) => state.dialogs;
