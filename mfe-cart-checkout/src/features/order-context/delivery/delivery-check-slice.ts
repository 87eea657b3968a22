import type { DeliveryAddress, DeliveryProviderDetail } from '@owa/shared/entities';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeliveryProblem } from '../../../domain/delivery-validation';
import { contextDialogsActions } from '../context-dialogs-slice';

export type AddressCheck =
  | { readonly status: 'idle' }
  | { readonly status: 'checking' }
  | { readonly status: 'problem'; readonly problem: DeliveryProblem };

/**
 * The delivery dialog's checks against the server (spec 2 §4 "Delivery address validation"): the
 * address being checked or its problem, with the providers that refused it, and a provider switch
 * on its way or refused. `refusals` counts refused switches, so each one is announced once.
 */
export interface DeliveryCheckState {
  readonly address: AddressCheck;
  readonly rejected: readonly DeliveryProviderDetail[];
  readonly switching: boolean;
  readonly refusedProvider: string | null;
  readonly refusals: number;
}

export const initialDeliveryCheck: DeliveryCheckState = {
  address: { status: 'idle' },
  rejected: [],
  switching: false,
  refusedProvider: null,
  refusals: 0,
};

export const deliveryCheckSlice = createSlice({
  name: 'deliveryCheck',
  initialState: initialDeliveryCheck,
  reducers: {
    /** A new address (the listener checks it; nothing is kept before the server says it is in range). */
    addressChosen(state, _action: PayloadAction<DeliveryAddress>) {
      return { ...state, address: { status: 'checking' as const } };
    },
    addressAccepted(state) {
      return { ...state, address: { status: 'idle' as const }, rejected: [] };
    },
    addressRefused(
      state,
      action: PayloadAction<{ problem: DeliveryProblem; providers: readonly DeliveryProviderDetail[] }>,
    ) {
      const { problem, providers } = action.payload;
      return { ...state, address: { status: 'problem' as const, problem }, rejected: providers };
    },
    /** Another provider for the kept address: validated for it before it is kept. */
    providerChosen(state, _action: PayloadAction<string>) {
      return { ...state, switching: true };
    },
    providerAccepted(state) {
      return { ...state, switching: false, refusedProvider: null };
    },
    providerRefused(state, action: PayloadAction<string>) {
      return { ...state, switching: false, refusedProvider: action.payload, refusals: state.refusals + 1 };
    },
  },
  // Each opening of the delivery dialog starts without the previous opening's verdicts.
  extraReducers: (builder) =>
    builder.addCase(contextDialogsActions.deliveryOpened, (state) => ({
      ...initialDeliveryCheck,
      refusals: state.refusals,
    })),
});

export const deliveryCheckActions = deliveryCheckSlice.actions;

export const selectDeliveryCheck = (state: { readonly deliveryCheck: DeliveryCheckState }) =>
  state.deliveryCheck;
