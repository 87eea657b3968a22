// The diners' dietary filters (issue 22) in the menu store, on the store page's first paint, so a
// filtered menu shows filtered from the start; kept for the next visit by a listener.
import type { UnknownAction } from '@reduxjs/toolkit';
import { type DietaryFilter, NO_DIETARY_FILTER } from '../../domain/dietary/filter';
import type { MenuListeners } from '../../lib/listener-middleware';
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

/** The diner sets their filters. */
export const dietaryFilterChanged = (diner: string, filter: DietaryFilter): DietaryFilterEvent => ({
  type: 'dietaryFilter/changed',
  diner,
  filter,
});

/** Keeps the filters for the next visit whenever they change (app/store.ts starts it). */
export function listenForDietaryFilter(listeners: MenuListeners<WithDietaryFilter>): void {
  listeners.startListening({
    type: 'dietaryFilter/changed',
    effect: (_changed, api) => {
      const storage = browserStorage();
      if (storage) writeFilters(storage, api.getState().dietaryFilter.byDiner);
    },
  });
}

export function dietaryFilterReducer(
  state: DietaryFilterState = { byDiner: {} },
  action: DietaryFilterEvent | UnknownAction,
): DietaryFilterState {
  const event = action as DietaryFilterEvent;
  if (event.type !== 'dietaryFilter/changed') return state;
  return { byDiner: { ...state.byDiner, [event.diner]: event.filter } };
}
