import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Stripe.js for the checkout's card field: loaded on first use (never on the store page), by the
 * listener in stripe-loader.ts. The Stripe object itself is kept beside the store (it is not data).
 */
export interface StripeState {
  readonly key: string | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
}

export const initialStripe: StripeState = { key: null, status: 'idle' };

export const stripeSlice = createSlice({
  name: 'stripe',
  initialState: initialStripe,
  reducers: {
    /** The card field needs Stripe.js for this key (again, after a failure: its retry). */
    stripeRequested(state, action: PayloadAction<string>) {
      const same = state.key === action.payload;
      if (same && (state.status === 'loading' || state.status === 'ready')) return state;
      return { key: action.payload, status: 'loading' as const };
    },
    stripeReady(state, action: PayloadAction<string>) {
      return state.key === action.payload ? { ...state, status: 'ready' as const } : state;
    },
    stripeFailed(state, action: PayloadAction<string>) {
      return state.key === action.payload ? { ...state, status: 'failed' as const } : state;
    },
  },
});

export const stripeActions = stripeSlice.actions;

export const selectStripe = (state: { readonly stripe: StripeState }) => state.stripe;
