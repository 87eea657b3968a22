import { ApiError, bus, type Menu, MenuSchema, type Store, StoreListSchema, siteApi } from '@owa/shared';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';

export interface StorePageState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly storeId: string | null;
  readonly menuCode: string | null;
  readonly store: Store | null;
  readonly menu: Menu | null;
  readonly errorCode: string | null;
  /** The menu call failed: `menu` is the placeholder group (spec 1 §7) and a retry is offered. */
  readonly menuFailed: boolean;
}

const initialState: StorePageState = {
  status: 'idle',
  storeId: null,
  menuCode: null,
  store: null,
  menu: null,
  errorCode: null,
  menuFailed: false,
};

/** spec 1 §7: a menu that fails to load becomes one placeholder group. */
export const NO_MENU_FOUND_GROUP = 'No menu found in store';

export const loadStorePage = createAsyncThunk<
  { store: Store; menu: Menu; menuFailed: boolean },
  { storeId: string; menuCode: string },
  { rejectValue: string }
>('storePage/load', async ({ storeId, menuCode }, { rejectWithValue }) => {
  const api = siteApi();
  let menuFailed = false;
  try {
    const [stores, menu] = await Promise.all([
      // The page shows its own not-found message, so no error snack as well.
      api.request('/store', { query: { storeId }, schema: StoreListSchema, storeId, silent: true }),
      api
        .request(`/menu/${encodeURIComponent(menuCode)}`, { schema: MenuSchema, storeId, silent: true })
        .catch((error: unknown): Menu => {
          if (error instanceof ApiError && error.errorCode === 'GENERAL_ERR_STORE_NOT_FOUND') throw error;
          // spec 1 §7: an error snack, and the menu becomes one placeholder group.
          menuFailed = true;
          bus.emit('shell:snack', {
            message: error instanceof ApiError ? error.errorMsg : String(error),
            status: 'error',
          });
          return {
            code: menuCode,
            menuGroups: [{ code: 'NO_MENU', name: NO_MENU_FOUND_GROUP, menuItems: [] }],
          };
        }),
    ]);
    const store = stores[0];
    if (!store) return rejectWithValue('GENERAL_ERR_STORE_NOT_FOUND');
    return { store, menu, menuFailed };
  } catch (error) {
    return rejectWithValue(error instanceof ApiError ? error.errorCode : 'CLIENT_ERR_UNKNOWN');
  }
});

export const storePageSlice = createSlice({
  name: 'storePage',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(loadStorePage.pending, (state, action) => {
        state.status = 'loading';
        state.storeId = action.meta.arg.storeId;
        state.menuCode = action.meta.arg.menuCode;
        state.errorCode = null;
      })
      .addCase(loadStorePage.fulfilled, (state, action) => {
        state.status = 'ready';
        state.store = action.payload.store;
        state.menu = action.payload.menu;
        state.menuFailed = action.payload.menuFailed;
      })
      .addCase(loadStorePage.rejected, (state, action) => {
        state.status = 'failed';
        state.errorCode = action.payload ?? 'CLIENT_ERR_UNKNOWN';
      });
  },
});
