import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { CartRoot } from '../cart';
import { type CheckoutDataState, checkoutDataSlice } from './checkout-data-slice';
import { type CheckoutState, checkoutSlice } from './checkout-slice';
import { type StripeState, stripeSlice } from './payment/stripe-slice';

/** What the checkout room sees: its own state on top of the cart's and the order context's. */
export interface CheckoutRoot extends CartRoot {
  readonly checkout: CheckoutState;
  readonly checkoutData: CheckoutDataState;
  readonly stripe: StripeState;
}

/** The room's reducers, by the key each one owns in the remote's store. */
export const checkoutReducers = {
  checkout: checkoutSlice.reducer,
  checkoutData: checkoutDataSlice.reducer,
  stripe: stripeSlice.reducer,
};

export const useCheckoutSelector = useSelector.withTypes<CheckoutRoot>();
export const useCheckoutDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
