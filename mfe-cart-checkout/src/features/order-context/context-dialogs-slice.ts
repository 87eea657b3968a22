import type { OrderType } from '@owa/shared/entities';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The order context's own dialogs: the pickup/delivery time, the delivery address (with its time)
 * and the leave-dine-in confirmation. One at a time; the cart dialog gives way to them (cart room).
 * Closing says whether a time was chosen: an add waiting for one goes in, or is dropped.
 */
export interface ContextDialogsState {
  readonly schedule: boolean;
  readonly delivery: boolean;
  /** Leaving dine-in for this type waits for 'Yes, switch'. */
  readonly leaveDineIn: OrderType | null;
}

export const initialContextDialogs: ContextDialogsState = {
  schedule: false,
  delivery: false,
  leaveDineIn: null,
};

export const contextDialogsSlice = createSlice({
  name: 'contextDialogs',
  initialState: initialContextDialogs,
  reducers: {
    scheduleOpened(state) {
      return { ...state, schedule: true, delivery: false };
    },
    scheduleClosed(state, _action: PayloadAction<{ scheduled: boolean }>) {
      return state.schedule ? { ...state, schedule: false } : state;
    },
    deliveryOpened(state) {
      return { ...state, delivery: true, schedule: false };
    },
    deliveryClosed(state, _action: PayloadAction<{ scheduled: boolean }>) {
      return state.delivery ? { ...state, delivery: false } : state;
    },
    leaveDineInAsked(state, action: PayloadAction<OrderType>) {
      return { ...state, leaveDineIn: action.payload };
    },
    leaveDineInAnswered(state, _action: PayloadAction<{ confirmed: boolean }>) {
      return state.leaveDineIn ? { ...state, leaveDineIn: null } : state;
    },
  },
});

export const contextDialogsActions = contextDialogsSlice.actions;

export const selectContextDialogs = (state: { readonly contextDialogs: ContextDialogsState }) =>
  state.contextDialogs;

/** One of these dialogs is up: the cart opens once it has closed. */
export const selectContextDialogOpen = (state: { readonly contextDialogs: ContextDialogsState }) => {
  const { schedule, delivery, leaveDineIn } = state.contextDialogs;
  return schedule || delivery || leaveDineIn !== null;
};
