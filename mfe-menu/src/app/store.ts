import { configureStore } from '@reduxjs/toolkit';
import { storePageSlice } from '../features/store-page/store-page-slice';

/** The menu team's own Redux store; no other micro-frontend reads it. */
export function createMenuStore() {
  return configureStore({ reducer: { storePage: storePageSlice.reducer } });
}

export type MenuStore = ReturnType<typeof createMenuStore>;
export type MenuState = ReturnType<MenuStore['getState']>;
export type MenuDispatch = MenuStore['dispatch'];
