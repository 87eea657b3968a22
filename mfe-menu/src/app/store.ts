// Plain Redux for the store page's first paint: Redux Toolkit and immer (7 KB gzip) load only with
// the item dialog, whose slice is injected here when its code arrives.
import {
  applyMiddleware,
  legacy_createStore as createStore,
  type Reducer,
  type Store,
  type UnknownAction,
} from 'redux';
import { type ThunkDispatch, thunk } from 'redux-thunk';
import {
  type DietaryFilterState,
  dietaryFilterReducer,
  initialDietaryFilterState,
} from '../features/dietary-filter/dietary-filter-slice';
import { type StorePageState, storePageReducer } from '../features/store-page/store-page-slice';
import { type ThumbsUpState, thumbsUpReducer } from '../features/thumbs-up/thumbs-up-slice';
import { injectedReducers, type LazyLoadedSlices } from '../lib/lazy-slices';

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

export type MenuDispatch = ThunkDispatch<MenuState, unknown, UnknownAction>;
export type MenuStore = Store<MenuState, UnknownAction> & { dispatch: MenuDispatch };

/** The menu team's own Redux store; no other micro-frontend reads it. */
export function createMenuStore(): MenuStore {
  // The diners' dietary filters are read back before the first render: a filtered menu never
  // shows unfiltered first.
  const preloaded = { dietaryFilter: initialDietaryFilterState() } as MenuState;
  return createStore(menuReducer, preloaded, applyMiddleware(thunk)) as MenuStore;
}
