import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import {
  type DietaryFilterState,
  dietaryFilterReducer,
  initialDietaryFilterState,
  listenForDietaryFilter,
} from '../features/dietary-filter/dietary-filter-slice';
import { listenForStorePage } from '../features/store-page/store-page-listeners';
import { type StorePageState, storePageReducer } from '../features/store-page/store-page-slice';
import { listenForThumbsUp } from '../features/thumbs-up/thumbs-up-listeners';
import { type ThumbsUpState, thumbsUpReducer } from '../features/thumbs-up/thumbs-up-slice';
import { injectedReducers, type LazyLoadedSlices } from '../lib/lazy-slices';
import {
  applyMiddleware,
  createListenerMiddleware,
  legacy_createStore as createStore,
} from '../lib/listener-middleware';

export type MenuState = {
  readonly storePage: StorePageState;
  readonly thumbsUp: ThumbsUpState;
  readonly dietaryFilter: DietaryFilterState;
} & { readonly [K in keyof LazyLoadedSlices]?: LazyLoadedSlices[K] };

/** The root reducer: the same state object back when no slice changed, so selectors stay quiet. */
export function menuReducer(state: MenuState | undefined, action: UnknownAction): MenuState {
  const next: Record<string, unknown> = {
    storePage: storePageReducer(state?.storePage, action),
    thumbsUp: thumbsUpReducer(state?.thumbsUp, action),
    dietaryFilter: dietaryFilterReducer(state?.dietaryFilter, action),
  };
  const previous = (state ?? {}) as Record<string, unknown>;
  for (const [name, reducer] of Object.entries(injectedReducers()) as [string, Reducer][])
    next[name] = reducer(previous[name], action);
  const changed = !state || Object.keys(next).some((name) => next[name] !== previous[name]);
  return changed ? (next as MenuState) : state;
}

/**
 * The menu team's own Redux store; no other micro-frontend reads it. Its side effects run in Redux
 * Toolkit's listener middleware (each feature's `listenFor…`; the item dialog adds its own when its
 * code loads). Not `configureStore`: its defaults (thunk, dev checks, devtools wiring) cost the store
 * page's first paint ~0.9 KB gzip and the menu uses none of them.
 */
export function createMenuStore() {
  const listeners = createListenerMiddleware<MenuState>();
  listenForStorePage(listeners);
  listenForThumbsUp(listeners);
  listenForDietaryFilter(listeners);
  // The diners' dietary filters are read back before the first render: a filtered menu never
  // shows unfiltered first.
  const preloaded = { dietaryFilter: initialDietaryFilterState() } as MenuState;
  return createStore(menuReducer, preloaded, applyMiddleware(listeners.middleware));
}

export type MenuStore = ReturnType<typeof createMenuStore>;
