import { createAction } from '@reduxjs/toolkit';

/**
 * Spec 3 §4 Logout (and a store switch): every account-team slice clears its customer-specific
 * state on this one action (rewards, punch card use, active coupon, profile), so nothing is missed.
 */
export const accountReset = createAction<{ reason: 'store-switch' | 'logout' }>('account/reset');
