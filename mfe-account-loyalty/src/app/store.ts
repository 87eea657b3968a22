import { configureStore } from '@reduxjs/toolkit';
import { loginSlice } from '../features/login/login-slice';
import { loyaltySlice } from '../features/loyalty/loyalty-slice';
import { orderHistorySlice } from '../features/order-history/order-history-slice';
import { referralSlice } from '../features/referral/referral-slice';
import { savedCardsSlice } from '../features/saved-cards/saved-cards-slice';
import { customerSlice } from './customer-slice';

/**
 * The account team's one Redux store, shared by its route app, its service app and its parcels
 * (they run in one remote, so one module instance). No other micro-frontend reads it.
 * Feature slices add their reducer here, one line each.
 */
export function createAccountStore() {
  return configureStore({
    reducer: {
      customer: customerSlice.reducer,
      loyalty: loyaltySlice.reducer,
      login: loginSlice.reducer,
      orderHistory: orderHistorySlice.reducer,
      savedCards: savedCardsSlice.reducer,
      referral: referralSlice.reducer,
    },
  });
}

export type AccountStore = ReturnType<typeof createAccountStore>;
export type AccountState = ReturnType<AccountStore['getState']>;
export type AccountDispatch = AccountStore['dispatch'];

/** The page's instance: entry.ts wraps every root in a Provider of it. */
export const accountStore = createAccountStore();
