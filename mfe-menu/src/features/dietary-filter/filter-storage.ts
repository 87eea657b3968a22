// The dietary filters of each diner of this browser (issue 22), kept across reloads in the menu
// team's own key: a customer's under their id, a visitor's under 'guest'. Read back validated: a
// label or allergen this build does not know is dropped, anything unreadable reads as no filters.
import { ALLERGENS, type Allergen, DIETARY_LABELS, type DietaryLabel } from '@owa/shared/entities';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { isJsonObject, readStoredJson } from '../../lib/stored-json';

export const DIETARY_FILTERS_KEY = 'owa.menu.dietary-filters.v1';
export const GUEST_DINER = 'guest';

export type FiltersByDiner = Readonly<Record<string, DietaryFilter>>;

function listOf<T extends string>(value: unknown, allowed: readonly T[]): T[] {
  if (!Array.isArray(value)) return [];
  return allowed.filter((entry) => value.includes(entry));
}

export function readFilters(storage: Pick<Storage, 'getItem'> | null): FiltersByDiner {
  const stored = readStoredJson(storage, DIETARY_FILTERS_KEY);
  if (!isJsonObject(stored)) return {};
  const filters: Record<string, DietaryFilter> = {};
  for (const [diner, filter] of Object.entries(stored)) {
    if (!isJsonObject(filter)) continue;
    filters[diner] = {
      needs: listOf<DietaryLabel>(filter.needs, DIETARY_LABELS),
      avoid: listOf<Allergen>(filter.avoid, ALLERGENS),
    };
  }
  return filters;
}

export function writeFilters(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  filters: FiltersByDiner,
): void {
  // A customer's cleared filters are kept too: they win over the ones chosen before logging in.
  const any = Object.values(filters).some((filter) => filter.needs.length > 0 || filter.avoid.length > 0);
  try {
    if (!any) storage.removeItem(DIETARY_FILTERS_KEY);
    else storage.setItem(DIETARY_FILTERS_KEY, JSON.stringify(filters));
  } catch {
    // Storage full or refused (private mode): the filters still apply to this page.
  }
}

/** The browser's storage, or none (a sandboxed frame, a test without it). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
