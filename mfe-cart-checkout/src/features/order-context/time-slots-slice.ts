import type { ValidTimeSlots } from '@owa/shared/entities';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The pickup/delivery times the server offers for the order context as it is now. The server names
 * them when it prices the cart (POST /shoppingcart answers `validTimeSlots`), so the cart room
 * reports them here after every answer; the time dialogs and the ASAP rule read them from here.
 */
export interface TimeSlotsState {
  readonly slots: ValidTimeSlots | null;
  /** The latest change has been priced: the slots are this context's, not the previous one's. */
  readonly upToDate: boolean;
  /** The last pricing request failed (the dialog offers a retry). */
  readonly failed: boolean;
  readonly message: string | null;
}

export const initialTimeSlots: TimeSlotsState = {
  slots: null,
  upToDate: false,
  failed: false,
  message: null,
};

export const timeSlotsSlice = createSlice({
  name: 'timeSlots',
  initialState: initialTimeSlots,
  reducers: {
    timeSlotsPriced(state, action: PayloadAction<TimeSlotsState>) {
      const next = action.payload;
      const same =
        state.slots === next.slots &&
        state.upToDate === next.upToDate &&
        state.failed === next.failed &&
        state.message === next.message;
      return same ? state : next;
    },
    /** The diner asked to load the times again (the cart room prices again). */
    timeSlotsRetried(state) {
      return state;
    },
  },
});

export const timeSlotsActions = timeSlotsSlice.actions;

export const selectTimeSlots = (state: { readonly timeSlots: TimeSlotsState }) => state.timeSlots;
