import type { SavedCard } from '@owa/shared';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountReset } from '../../lib/account-reset';

export interface SavedCardsState {
  readonly cards: SavedCard[];
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly errorMessage: string | null;
}

export interface WithSavedCards {
  readonly savedCards: SavedCardsState;
}

const initialState: SavedCardsState = { cards: [], status: 'idle', errorMessage: null };

export const savedCardsSlice = createSlice({
  name: 'savedCards',
  initialState,
  reducers: {
    /** GET /customer/paymentMethod; also the refetch after an add or a delete (spec 3 §4). */
    cardsRequested(state) {
      // A refetch keeps the list on screen.
      state.status = state.status === 'ready' ? 'ready' : 'loading';
      state.errorMessage = null;
    },
    cardsLoaded(state, action: PayloadAction<SavedCard[]>) {
      state.status = 'ready';
      state.cards = action.payload;
    },
    cardsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.errorMessage = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountReset, () => initialState);
  },
});

export const { cardsRequested, cardsLoaded, cardsFailed } = savedCardsSlice.actions;

export const selectSavedCards = (state: WithSavedCards) => state.savedCards;
