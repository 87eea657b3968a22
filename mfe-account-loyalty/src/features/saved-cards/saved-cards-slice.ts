import { ApiError, type SavedCard, siteApi } from '@owa/shared';
import { SavedCardListSchema } from '@owa/shared/entities';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { accountReset } from '../../app/account-reset';

export interface SavedCardsState {
  readonly cards: SavedCard[];
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly errorMessage: string | null;
}

const initialState: SavedCardsState = { cards: [], status: 'idle', errorMessage: null };

const message = (error: unknown) => (error instanceof ApiError ? error.errorMsg : String(error));

/** GET /customer/paymentMethod; also the refetch after an add or a delete (spec 3 §4). */
export const cardsRequested = createAsyncThunk(
  'savedCards/requested',
  async (_: undefined, { rejectWithValue }) => {
    try {
      return await siteApi().request('/customer/paymentMethod', { schema: SavedCardListSchema });
    } catch (error) {
      return rejectWithValue(message(error));
    }
  },
);

export const savedCardsSlice = createSlice({
  name: 'savedCards',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(cardsRequested.pending, (state) => {
        state.status = state.status === 'ready' ? 'ready' : 'loading';
        state.errorMessage = null;
      })
      .addCase(cardsRequested.fulfilled, (state, action) => {
        state.status = 'ready';
        state.cards = action.payload;
      })
      .addCase(cardsRequested.rejected, (state, action) => {
        state.status = 'failed';
        state.errorMessage = (action.payload as string | undefined) ?? null;
      })
      .addCase(accountReset, () => initialState);
  },
});
