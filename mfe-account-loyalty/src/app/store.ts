import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { customerSlice, listenForCustomer } from '../features/customer';
import { loginSlice } from '../features/login';
import { listenForLoyalty, loyaltySlice } from '../features/loyalty';
import { listenForOrderHistory, orderHistorySlice } from '../features/order-history';
import { referralSlice } from '../features/referral';
import { listenForSavedCards, savedCardsSlice } from '../features/saved-cards';

/**
 * The account team's one Redux store, shared by its route app, its service app and its parcels
 * (they run in one remote, so one module instance). No other micro-frontend reads it.
 * Feature slices add their reducer here, one line each; their side effects run in the listener
 * middleware (each feature's `listenFor…`), the one style of side effect in the site's stores.
 */
export function createAccountStore() {
  const listeners = createListenerMiddleware();
  listenForCustomer(listeners);
  listenForLoyalty(listeners);
  listenForOrderHistory(listeners);
  listenForSavedCards(listeners);
  return configureStore({
    reducer: {
      customer: customerSlice.reducer,
      loyalty: loyaltySlice.reducer,
      login: loginSlice.reducer,
      orderHistory: orderHistorySlice.reducer,
      savedCards: savedCardsSlice.reducer,
      referral: referralSlice.reducer,
    },
    middleware: (defaults) => defaults({ thunk: false }).prepend(listeners.middleware),
  });
}

export type AccountStore = ReturnType<typeof createAccountStore>;
export type AccountState = ReturnType<AccountStore['getState']>;

/** The page's instance: entry.ts wraps every root in a Provider of it. */
export const accountStore = createAccountStore();
