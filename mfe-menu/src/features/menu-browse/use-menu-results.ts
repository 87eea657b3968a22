import type { MenuGroup } from '@owa/shared';
import { useCallback, useMemo, useState } from 'react';
import { filterMenu, isDietaryFilterActive, NO_DIETARY_FILTER } from '../../domain/dietary/filter';
import { searchMenu } from '../../domain/menu-search';
import { useDietaryFilter } from '../dietary-filter';

/**
 * What the menu shows: the browsable categories kept by the diner's dietary filters, then by the
 * search (issue 22, spec 1 §2.5). The filters' verdicts are remembered per item, so a keystroke only
 * searches what they kept.
 */
export function useMenuResults(browsable: readonly MenuGroup[]) {
  const { filter, change } = useDietaryFilter();
  const [query, setQuery] = useState('');
  const filtered = isDietaryFilterActive(filter);
  const kept = useMemo(() => filterMenu(browsable, filter), [browsable, filter]);
  const groups = useMemo(() => searchMenu(kept, query), [kept, query]);
  const sizes = useMemo(() => groups.map((group) => group.menuItems?.length ?? 0), [groups]);
  const found = sizes.reduce((sum, size) => sum + size, 0);
  const clearSearch = useCallback(() => setQuery(''), []);
  const clearFilters = useCallback(() => change(NO_DIETARY_FILTER), [change]);
  /** A new search or filter starts the lazy rendering again from the top. */
  const resetKey = `${query}|${filter.needs.join(',')}|${filter.avoid.join(',')}`;
  return {
    filter,
    change,
    filtered,
    query,
    setQuery,
    groups,
    sizes,
    found,
    clearSearch,
    clearFilters,
    resetKey,
  };
}
