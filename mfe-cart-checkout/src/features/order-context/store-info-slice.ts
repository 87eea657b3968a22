import { ApiError, pageStore, type Store } from '@owa/shared';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';

/** The store being ordered from, as the order-type, schedule and delivery rules read it. */
export interface StoreInfoState {
  readonly storeId: string | null;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly store: Store | null;
  readonly errorCode: string | null;
}

const initialState: StoreInfoState = { storeId: null, status: 'idle', store: null, errorCode: null };

export const loadStoreInfo = createAsyncThunk<Store, string, { rejectValue: string }>(
  'storeInfo/load',
  async (storeId, { rejectWithValue }) => {
    try {
      // The shell fetched the page's store for every team (`shell:store`).
      return await pageStore(storeId);
    } catch (error) {
      return rejectWithValue(error instanceof ApiError ? error.errorCode : 'CLIENT_ERR_UNKNOWN');
    }
  },
  {
    // One request per store: the store changes only when the diner switches stores.
    condition: (storeId, { getState }) => {
      const { storeInfo } = getState() as { storeInfo: StoreInfoState };
      return !(storeInfo.storeId === storeId && storeInfo.status !== 'failed' && storeInfo.status !== 'idle');
    },
  },
);

export const storeInfoSlice = createSlice({
  name: 'storeInfo',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadStoreInfo.pending, (_state, action) => ({
        storeId: action.meta.arg,
        status: 'loading' as const,
        store: null,
        errorCode: null,
      }))
      .addCase(loadStoreInfo.fulfilled, (state, action) =>
        state.storeId === action.meta.arg
          ? { ...state, status: 'ready' as const, store: action.payload }
          : state,
      )
      .addCase(loadStoreInfo.rejected, (state, action) =>
        state.storeId === action.meta.arg
          ? { ...state, status: 'failed' as const, errorCode: action.payload ?? 'CLIENT_ERR_UNKNOWN' }
          : state,
      );
  },
});

interface WithStoreInfo {
  readonly storeInfo: StoreInfoState;
}

export const selectStore = (state: WithStoreInfo) => state.storeInfo.store;
export const selectStoreInfo = (state: WithStoreInfo) => state.storeInfo;
