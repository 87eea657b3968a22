import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * Slices injected when their code first loads (the item dialog's), so they stay off the first paint.
 * A lazy slice adds itself here by module augmentation and `injectLazySlice`; app/store.ts's root
 * reducer runs whatever has been injected.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation in the lazy slices.
export interface LazyLoadedSlices {}

export type LazyReducers = { [K in keyof LazyLoadedSlices]?: Reducer<LazyLoadedSlices[K], UnknownAction> };
const lazyReducers: LazyReducers = {};

/** Adds a slice whose code loads on demand; its state appears with the next action. */
export function injectLazySlice<K extends keyof LazyLoadedSlices>(
  name: K,
  reducer: Reducer<LazyLoadedSlices[K], UnknownAction>,
): void {
  lazyReducers[name] = reducer as LazyReducers[K];
  // A toolkit slice builds its reducer (and immer freezes its initial state) on the first action it
  // sees: done here, while its code loads, rather than inside the next press of the page.
  reducer(undefined, { type: '@@owa/slice-injected' });
}

/** The slices injected so far, for the root reducer. */
export function injectedReducers(): Readonly<LazyReducers> {
  return lazyReducers;
}
