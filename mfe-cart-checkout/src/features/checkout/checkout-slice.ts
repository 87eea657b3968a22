import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentType } from '../../domain/payment';
import type { OrderDone } from './payment/place-order';

/** Checkout info of spec 2 §3 that outlives the page: what the diner typed, kept until the order succeeds. */
export interface CheckoutInfo {
  readonly firstname: string;
  readonly lastname: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly emailReceipt: boolean;
  readonly orderNotes: string;
  readonly deliveryNotes: string;
  readonly tipsAmount: number;
  readonly tipsForStore: number;
}

export const defaultCheckoutInfo: CheckoutInfo = {
  firstname: '',
  lastname: '',
  phoneNumber: '',
  email: '',
  // Spec 2 §9: e-mail receipt on, tips 0.
  emailReceipt: true,
  orderNotes: '',
  deliveryNotes: '',
  tipsAmount: 0,
  tipsForStore: 0,
};

export interface CheckoutState {
  readonly info: CheckoutInfo | null;
  readonly paymentType: PaymentType | null;
  /** The order just placed, for the success and bonus dialogs (shown over the menu-selection page). */
  readonly completed: (OrderDone & { readonly storeId: string; readonly orderType: string }) | null;
  /** Guest checkouts asked for with nothing to order: each one is said once (and reported). */
  readonly guestRefusals: number;
}

export const initialCheckout: CheckoutState = {
  info: null,
  paymentType: null,
  completed: null,
  guestRefusals: 0,
};

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckout,
  reducers: {
    infoSaved(state, action: PayloadAction<CheckoutInfo>) {
      return { ...state, info: action.payload };
    },
    paymentTypeChosen(state, action: PayloadAction<PaymentType | null>) {
      return { ...state, paymentType: action.payload };
    },
    /** Spec 2 §4 step 6: payment type and checkout info are cleared (the cart resets itself). */
    orderSucceeded(state, action: PayloadAction<{ order: OrderDone; storeId: string; orderType: string }>) {
      const { order, storeId, orderType } = action.payload;
      return { ...state, info: null, paymentType: null, completed: { ...order, storeId, orderType } };
    },
    successDismissed(state) {
      return { ...state, completed: null };
    },
    guestCheckoutRefused(state) {
      return { ...state, guestRefusals: state.guestRefusals + 1 };
    },
  },
});

export const checkoutActions = checkoutSlice.actions;
export const { infoSaved, paymentTypeChosen, orderSucceeded, successDismissed } = checkoutSlice.actions;

/** The order just placed, while its success dialog has not been dismissed. */
export const selectCompletedOrder = (state: { readonly checkout: CheckoutState }) => state.checkout.completed;
