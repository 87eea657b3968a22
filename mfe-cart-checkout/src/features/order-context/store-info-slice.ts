import type { Store } from '@owa/shared';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The store being ordered from, as the order-type, schedule and delivery rules read it. */
export interface StoreInfoState {
  readonly storeId: string | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly store: Store | null;
  readonly errorCode: string | null;
}

export const initialStoreInfo: StoreInfoState = {
  storeId: null,
  status: 'idle',
  store: null,
  errorCode: null,
};

/** One request per store: the store changes only when the diner switches stores (a failure may be retried). */
export function storeInfoWanted(state: StoreInfoState, storeId: string): boolean {
  return !(state.storeId === storeId && (state.status === 'loading' || state.status === 'ready'));
}

/** The store's details are known, or known to be unavailable: whatever waited on them can go on. */
export function storeInfoSettled(state: StoreInfoState): boolean {
  return state.status === 'ready' || state.status === 'failed';
}

export const storeInfoSlice = createSlice({
  name: 'storeInfo',
  initialState: initialStoreInfo,
  reducers: {
    /** The store's details are needed; the listener asks the API unless they are here or on their way. */
    storeInfoRequested(state, action: PayloadAction<string>) {
      if (!storeInfoWanted(state, action.payload)) return state;
      return { storeId: action.payload, status: 'loading' as const, store: null, errorCode: null };
    },
    /** An answer for a store no longer shown is dropped. */
    storeInfoLoaded(state, action: PayloadAction<{ storeId: string; store: Store }>) {
      if (state.storeId !== action.payload.storeId) return state;
      return { ...state, status: 'ready' as const, store: action.payload.store };
    },
    storeInfoFailed(state, action: PayloadAction<{ storeId: string; errorCode: string }>) {
      if (state.storeId !== action.payload.storeId) return state;
      return { ...state, status: 'failed' as const, errorCode: action.payload.errorCode };
    },
  },
});

export const storeInfoActions = storeInfoSlice.actions;

interface WithStoreInfo {
  readonly storeInfo: StoreInfoState;
}

export const selectStore = (state: WithStoreInfo) => state.storeInfo.store;
export const selectStoreInfo = (state: WithStoreInfo) => state.storeInfo;
