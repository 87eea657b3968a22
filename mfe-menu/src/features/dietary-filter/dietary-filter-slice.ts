// The diners' dietary filters (issue 22) in the menu store: plain Redux, on the store page's first
// paint, so a filtered menu shows filtered from the start.
import type { UnknownAction } from 'redux';
import { type DietaryFilter, NO_DIETARY_FILTER } from '../../domain/dietary/filter';
import type { MenuDispatch } from '../../lib/hooks';
import {
  browserStorage,
  type FiltersByDiner,
  GUEST_DINER,
  readFilters,
  writeFilters,
} from './filter-storage';

export interface DietaryFilterState {
  readonly byDiner: FiltersByDiner;
}

export interface WithDietaryFilter {
  readonly dietaryFilter: DietaryFilterState;
}

export type DietaryFilterEvent = { type: 'dietaryFilter/changed'; diner: string; filter: DietaryFilter };

/** What the browser kept: read once, when the menu store is made. */
export function initialDietaryFilterState(storage = browserStorage()): DietaryFilterState {
  return { byDiner: readFilters(storage) };
}

/**
 * The diner's filters: their own, else (a customer who never chose any) the ones chosen on this
 * browser before logging in.
 */
export function selectDietaryFilter(state: WithDietaryFilter, diner: string): DietaryFilter {
  const { byDiner } = state.dietaryFilter;
  return byDiner[diner] ?? byDiner[GUEST_DINER] ?? NO_DIETARY_FILTER;
}

/** Sets the diner's filters and keeps them for the next visit. */
export function changeDietaryFilter(diner: string, filter: DietaryFilter) {
  return (dispatch: MenuDispatch, getState: () => unknown): void => {
    dispatch({ type: 'dietaryFilter/changed', diner, filter } satisfies DietaryFilterEvent);
    const storage = browserStorage();
    if (storage) writeFilters(storage, (getState() as WithDietaryFilter).dietaryFilter.byDiner);
  };
}

export function dietaryFilterReducer(
  state: DietaryFilterState = { byDiner: {} },
  action: DietaryFilterEvent | UnknownAction,
): DietaryFilterState {
  const event = action as DietaryFilterEvent;
  if (event.type !== 'dietaryFilter/changed') return state;
  return { byDiner: { ...state.byDiner, [event.diner]: event.filter } };
}
