// Redux Toolkit's listener middleware for the store page's first paint, from a copy of the package
// of its own (`@owa/first-paint-toolkit`, an alias in rspack.config.mjs and jest.config.mjs):
// tree-shaken to these exports alone. Imported as plain `@reduxjs/toolkit`, it would be the one copy
// the item dialog's `createSlice` also uses, and `createSlice` and immer (~5 KB gzip) would move
// onto the first paint instead of loading with the dialog (docs/architecture.md "Side effects").
// Re-exported with the package's own types: the alias exists only in this build, and the entry's
// published declarations (checked against the host) must name a module any reader resolves.
import * as firstPaint from '@owa/first-paint-toolkit';
import type * as Toolkit from '@reduxjs/toolkit';
import type { Dispatch, ListenerMiddlewareInstance, UnknownAction } from '@reduxjs/toolkit';

export const addListener: typeof Toolkit.addListener = firstPaint.addListener;
export const applyMiddleware: typeof Toolkit.applyMiddleware = firstPaint.applyMiddleware;
export const createListenerMiddleware: typeof Toolkit.createListenerMiddleware =
  firstPaint.createListenerMiddleware;
export const legacy_createStore: typeof Toolkit.legacy_createStore = firstPaint.legacy_createStore;

/** What a feature's `listenFor…` is given: the listeners it starts see the slices it names. */
export type MenuListeners<State = unknown> = Pick<
  ListenerMiddlewareInstance<State, Dispatch<UnknownAction>>,
  'startListening'
>;
