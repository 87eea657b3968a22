import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { OrderContextRoot } from '../order-context';
import { type CartDialogState, cartDialogSlice } from './cart-dialog-slice';
import { type CartState, cartSlice } from './cart-slice';

/** What the cart room sees: its own state on top of the order context's. */
export interface CartRoot extends OrderContextRoot {
  readonly cart: CartState;
  readonly cartDialog: CartDialogState;
}

/** The room's reducers, by the key each one owns in the remote's store. */
export const cartReducers = {
  cart: cartSlice.reducer,
  cartDialog: cartDialogSlice.reducer,
};

export const useCartSelector = useSelector.withTypes<CartRoot>();
export const useCartDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
