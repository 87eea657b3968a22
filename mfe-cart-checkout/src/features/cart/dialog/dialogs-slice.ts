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
  /** The cart gave way to another dialog and comes back when that one closes. */
  readonly returnToCart: boolean;
  /** The other dialog closed: the cart comes back once that dialog's teardown is over. */
  readonly cartReturning: boolean;
}

const initialState: DialogsState = {
  cart: false,
  schedule: null,
  delivery: null,
  leaveDineIn: null,
  returnToCart: false,
  cartReturning: false,
};

// One dialog at a time: a second modal stacked on the cart was hidden from assistive technology
// by the first one's aria-hidden guard, and on a phone a dialog over a full-screen dialog helps no one.
const giveWay = (state: DialogsState) => ({ cart: false, returnToCart: state.returnToCart || state.cart });
const comeBack = (state: DialogsState) => ({ cartReturning: state.returnToCart, returnToCart: false });

export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    cartOpened(state) {
      if (state.schedule || state.delivery || state.leaveDineIn) return { ...state, returnToCart: true };
      return { ...state, cart: true };
    },
    cartClosed(state) {
      return { ...state, cart: false, returnToCart: false, cartReturning: false };
    },
    cartReturned(state) {
      return state.cartReturning ? { ...state, cart: true, cartReturning: false } : state;
    },
    scheduleOpened(state, action: PayloadAction<{ requestId: string | null }>) {
      return {
        ...state,
        ...giveWay(state),
        schedule: { requestId: action.payload.requestId },
        delivery: null,
      };
    },
    scheduleClosed(state) {
      if (!state.schedule) return state;
      return { ...state, ...comeBack(state), schedule: null };
    },
    deliveryOpened(state, action: PayloadAction<{ requestId: string | null }>) {
      return {
        ...state,
        ...giveWay(state),
        delivery: { requestId: action.payload.requestId },
        schedule: null,
      };
    },
    deliveryClosed(state) {
      if (!state.delivery) return state;
      return { ...state, ...comeBack(state), delivery: null };
    },
    leaveDineInAsked(state, action: PayloadAction<OrderType>) {
      return { ...state, ...giveWay(state), leaveDineIn: action.payload };
    },
    leaveDineInAnswered(state) {
      if (!state.leaveDineIn) return state;
      return { ...state, ...comeBack(state), leaveDineIn: null };
    },
  },
});

export const dialogsActions = dialogsSlice.actions;

export const selectDialogs = (state: { readonly dialogs: DialogsState }) => state.dialogs;
