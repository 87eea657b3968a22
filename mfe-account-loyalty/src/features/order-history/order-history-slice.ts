import type { OrderHistoryPage } from '@owa/shared';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { applyHistoryPage, emptyOrderHistory, type OrderHistoryState } from '../../domain/order-history';
import { accountReset } from '../../lib/account-reset';

export interface OrderHistorySliceState {
  readonly history: OrderHistoryState;
  readonly totalSize: number | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly errorMessage: string | null;
}

export interface WithOrderHistory {
  readonly orderHistory: OrderHistorySliceState;
}

const initialState: OrderHistorySliceState = {
  history: emptyOrderHistory(),
  totalSize: null,
  status: 'idle',
  errorMessage: null,
};

export const orderHistorySlice = createSlice({
  name: 'orderHistory',
  initialState,
  reducers: {
    orderHistoryReloaded: () => initialState,
    /** The next page of GET /order/history (10 per page from page 1; spec 3 §4 Account area). */
    orderPageRequested(state) {
      state.status = 'loading';
      state.errorMessage = null;
    },
    orderPageLoaded(state, action: PayloadAction<OrderHistoryPage>) {
      state.status = 'ready';
      state.history = applyHistoryPage(state.history, action.payload);
      state.totalSize = action.payload.totalSize;
    },
    orderPageFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.errorMessage = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountReset, () => initialState);
  },
});

export const { orderHistoryReloaded, orderPageRequested, orderPageLoaded, orderPageFailed } =
  orderHistorySlice.actions;

export const selectOrderHistory = (state: WithOrderHistory) => state.orderHistory;
