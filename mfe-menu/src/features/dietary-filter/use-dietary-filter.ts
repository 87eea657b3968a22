import { useChannel } from '@owa/shared';
import { useCallback } from 'react';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { useMenuDispatch, useMenuSelector } from '../../lib/hooks';
import { dietaryFilterChanged, selectDietaryFilter, type WithDietaryFilter } from './dietary-filter-slice';
import { GUEST_DINER } from './filter-storage';

/** The diner's dietary filters (a customer's own, a visitor's on this browser) and a way to change them. */
export function useDietaryFilter() {
  const diner = useChannel('shell:session')?.user?.id ?? GUEST_DINER;
  const filter = useMenuSelector((state: WithDietaryFilter) => selectDietaryFilter(state, diner));
  const dispatch = useMenuDispatch();
  const change = useCallback(
    (next: DietaryFilter) => dispatch(dietaryFilterChanged(diner, next)),
    [dispatch, diner],
  );
  return { filter, change };
}
