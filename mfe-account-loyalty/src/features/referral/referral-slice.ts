import { createSlice } from '@reduxjs/toolkit';

/** The referral dialog (spec 3 §2), opened from the account menu or a referral card. */
export const referralSlice = createSlice({
  name: 'referral',
  initialState: { open: false },
  reducers: {
    referralRequested: () => ({ open: true }),
    referralClosed: () => ({ open: false }),
  },
});

export const { referralRequested, referralClosed } = referralSlice.actions;

export const selectReferralOpen = (state: { readonly referral: ReturnType<typeof referralSlice.reducer> }) =>
  state.referral.open;
