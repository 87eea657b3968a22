import type { MenuGroup } from '@owa/shared';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import {
  type DietaryFilter,
  filterMenu,
  isDietaryFilterActive,
  NO_DIETARY_FILTER,
} from '../../domain/dietary/filter';
import { searchMenu } from '../../domain/menu-search';
import { useDietaryFilter } from '../dietary-filter';

const itemCount = (groups: readonly MenuGroup[]) =>
  groups.reduce((sum, group) => sum + (group.menuItems?.length ?? 0), 0);

/**
 * What the menu shows: the browsable categories kept by the diner's dietary filters, then by the
 * search (issue 22, spec 1 §2.5). The filters' verdicts are remembered per item, so a keystroke only
 * searches what they kept.
 *
 * A filter press answers at once with its count (the chip and "N items match" in the sheet); the
 * categories under the modal sheet follow in a deferred render, which React does after that paint
 * and drops for the next press. Re-rendering the menu in the press itself made it 100–265 ms on the
 * throttled phone (docs/performance.md). The search stays urgent: its results are what the diner
 * looks at.
 */
export function useMenuResults(browsable: readonly MenuGroup[]) {
  const { filter, change } = useDietaryFilter();
  const [query, setQuery] = useState('');
  const keptNow = useMemo(() => ({ filter, groups: filterMenu(browsable, filter) }), [browsable, filter]);
  const kept = useDeferredValue(keptNow);
  const groups = useMemo(() => searchMenu(kept.groups, query), [kept, query]);
  const groupsNow = useMemo(
    () => (kept === keptNow ? groups : searchMenu(keptNow.groups, query)),
    [kept, keptNow, groups, query],
  );
  const sizes = useMemo(() => groups.map((group) => group.menuItems?.length ?? 0), [groups]);
  const clearSearch = useCallback(() => setQuery(''), []);
  const clearFilters = useCallback(() => change(NO_DIETARY_FILTER), [change]);
  const shownFilter: DietaryFilter = kept.filter;
  return {
    /** The diner's filters as chosen (the sheet, the button, the count). */
    filter,
    /** The filters the categories below are showing (a render behind `filter` right after a press). */
    shownFilter,
    change,
    filtered: isDietaryFilterActive(shownFilter),
    query,
    setQuery,
    groups,
    sizes,
    /** Items that match the search and the filters as chosen. */
    found: itemCount(groupsNow),
    clearSearch,
    clearFilters,
    /** A new search or filter starts the lazy rendering again from the top. */
    resetKey: `${query}|${shownFilter.needs.join(',')}|${shownFilter.avoid.join(',')}`,
  };
}
