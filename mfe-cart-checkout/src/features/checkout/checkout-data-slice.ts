import type { SavedCard, Store } from '@owa/shared/entities';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Account } from './checkout-api';

/** The store, the diner's account (wallet), saved cards and Stripe key the checkout page needs. */
export type CheckoutData =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | {
      readonly status: 'ready';
      readonly store: Store;
      readonly account: Account | null;
      readonly cards: readonly SavedCard[];
      /** The deployment's Stripe publishable key (checkout-config.json), null without one. */
      readonly stripeKey: string | null;
    };

export interface CheckoutDataState {
  /** What was asked for last (the listener loads it). */
  readonly wanted: { readonly storeId: string; readonly loggedIn: boolean } | null;
  readonly data: CheckoutData;
}

export const initialCheckoutData: CheckoutDataState = { wanted: null, data: { status: 'loading' } };

export const checkoutDataSlice = createSlice({
  name: 'checkoutData',
  initialState: initialCheckoutData,
  reducers: {
    /** The page opened for this store and login, or the diner asked to try again. */
    checkoutDataRequested(_state, action: PayloadAction<{ storeId: string; loggedIn: boolean }>) {
      return { wanted: action.payload, data: { status: 'loading' as const } };
    },
    /** A card was saved: the cards are read again while the page stays as it is. */
    cardsChanged(state) {
      return state;
    },
    checkoutDataLoaded(
      state,
      action: PayloadAction<Omit<Extract<CheckoutData, { status: 'ready' }>, 'status'>>,
    ) {
      return { ...state, data: { status: 'ready' as const, ...action.payload } };
    },
    checkoutDataFailed(state) {
      return { ...state, data: { status: 'failed' as const } };
    },
  },
});

export const checkoutDataActions = checkoutDataSlice.actions;

export const selectCheckoutData = (state: { readonly checkoutData: CheckoutDataState }) =>
  state.checkoutData.data;
