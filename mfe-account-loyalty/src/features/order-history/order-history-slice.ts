import { ApiError, siteApi } from '@owa/shared';
import { OrderHistoryPageSchema } from '@owa/shared/entities';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { accountReset } from '../../app/account-reset';
import {
  applyHistoryPage,
  emptyOrderHistory,
  nextHistoryQuery,
  type OrderHistoryState,
} from '../../domain/order-history';

export interface OrderHistorySliceState {
  readonly history: OrderHistoryState;
  readonly totalSize: number | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly errorMessage: string | null;
}

const initialState: OrderHistorySliceState = {
  history: emptyOrderHistory(),
  totalSize: null,
  status: 'idle',
  errorMessage: null,
};

type WithHistory = { orderHistory: OrderHistorySliceState };

/** The next page of GET /order/history (10 per page from page 1; spec 3 §4 Account area). */
export const orderPageRequested = createAsyncThunk(
  'orderHistory/pageRequested',
  async (_: undefined, { getState, rejectWithValue }) => {
    const query = nextHistoryQuery((getState() as WithHistory).orderHistory.history);
    try {
      // The API's errorMsg shows as a snack (spec 3 §7), and the list keeps a retry.
      return await siteApi().request('/order/history', { query, schema: OrderHistoryPageSchema });
    } catch (error) {
      return rejectWithValue(error instanceof ApiError ? error.errorMsg : String(error));
    }
  },
  {
    condition: (_, { getState }) => (getState() as WithHistory).orderHistory.status !== 'loading',
  },
);

export const orderHistorySlice = createSlice({
  name: 'orderHistory',
  initialState,
  reducers: {
    orderHistoryReloaded: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(orderPageRequested.pending, (state) => {
        state.status = 'loading';
        state.errorMessage = null;
      })
      .addCase(orderPageRequested.fulfilled, (state, action) => {
        state.status = 'ready';
        state.history = applyHistoryPage(state.history, action.payload);
        state.totalSize = action.payload.totalSize;
      })
      .addCase(orderPageRequested.rejected, (state, action) => {
        state.status = 'failed';
        state.errorMessage = (action.payload as string | undefined) ?? action.error.message ?? null;
      })
      .addCase(accountReset, () => initialState);
  },
});

export const { orderHistoryReloaded } = orderHistorySlice.actions;
