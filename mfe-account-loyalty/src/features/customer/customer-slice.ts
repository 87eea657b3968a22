import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountReset } from '../../lib/account-reset';

export interface CustomerProfile {
  readonly id: string;
  readonly telephone: string;
  readonly email: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly points: number;
}

export interface Membership {
  readonly isMember: boolean;
  readonly balanceInCents: number;
}

/**
 * The logged-in customer as the account team knows them. `customerId` follows the shell's session
 * at once; `profile` arrives with GET /customer/account. Loyalty slices read this, never the bus.
 */
export interface CustomerState {
  readonly status: 'visitor' | 'loading' | 'ready' | 'failed';
  readonly customerId: string | null;
  readonly profile: CustomerProfile | null;
  readonly membership: Membership | null;
  /** The store the account details were read for (membership is per store wallet). */
  readonly storeId: string | null;
  readonly errorMessage: string | null;
  /** Set by the loyalty slices from GET /customer/profile/store, for the `account:customer` channel. */
  readonly couponCount: number;
  readonly punchCardCount: number;
}

const initialState: CustomerState = {
  status: 'visitor',
  customerId: null,
  profile: null,
  membership: null,
  storeId: null,
  errorMessage: null,
  couponCount: 0,
  punchCardCount: 0,
};

export const customerSlice = createSlice({
  name: 'customer',
  initialState,
  reducers: {
    sessionUserChanged(state, action: PayloadAction<{ customerId: string | null }>) {
      if (action.payload.customerId === state.customerId) return state;
      return { ...initialState, customerId: action.payload.customerId };
    },
    /** Asks for the account details (customer-listeners.ts); a visitor has none to ask for. */
    customerRequested(state, action: PayloadAction<{ storeId: string | null }>) {
      if (!state.customerId) return;
      state.status = 'loading';
      state.storeId = action.payload.storeId;
      state.errorMessage = null;
    },
    customerLoaded(state, action: PayloadAction<{ profile: CustomerProfile; membership: Membership }>) {
      state.status = 'ready';
      state.profile = action.payload.profile;
      state.membership = action.payload.membership;
    },
    customerFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.errorMessage = action.payload;
    },
    /** Points changed elsewhere (a reward redeemed, an order paid): no refetch needed to show them. */
    pointsChanged(state, action: PayloadAction<number>) {
      if (state.profile) state.profile = { ...state.profile, points: action.payload };
    },
    loyaltyCountsChanged(state, action: PayloadAction<{ couponCount: number; punchCardCount: number }>) {
      state.couponCount = action.payload.couponCount;
      state.punchCardCount = action.payload.punchCardCount;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountReset, (state, action) =>
      action.payload.reason === 'logout' ? initialState : { ...state, membership: null, storeId: null },
    );
  },
});

export const {
  sessionUserChanged,
  customerRequested,
  customerLoaded,
  customerFailed,
  pointsChanged,
  loyaltyCountsChanged,
} = customerSlice.actions;

export interface WithCustomer {
  readonly customer: CustomerState;
}

export const selectCustomer = (state: WithCustomer) => state.customer;
export const selectIsLoggedIn = (state: WithCustomer) => state.customer.customerId !== null;
export const selectCustomerId = (state: WithCustomer) => state.customer.customerId;
export const selectPoints = (state: WithCustomer) => state.customer.profile?.points ?? 0;
export const selectProfile = (state: WithCustomer) => state.customer.profile;
export const selectMembership = (state: WithCustomer) => state.customer.membership;
