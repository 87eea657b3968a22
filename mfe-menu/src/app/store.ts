import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { storePageSlice } from '../features/store-page/store-page-slice';
import { thumbsUpSlice } from '../features/thumbs-up/thumbs-up-slice';

/** Slices injected when their code first loads (the item dialog's), so they stay off the first paint. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation in the lazy slices.
export interface LazyLoadedSlices {}

export const menuReducer = combineSlices(
  storePageSlice,
  thumbsUpSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

/** The menu team's own Redux store; no other micro-frontend reads it. */
export function createMenuStore() {
  return configureStore({ reducer: menuReducer });
}

export type MenuStore = ReturnType<typeof createMenuStore>;
export type MenuState = ReturnType<MenuStore['getState']>;
export type MenuDispatch = MenuStore['dispatch'];
