import type { MenuGroup, MenuItem } from '@owa/shared';

/** The search box's words, trimmed and lower-cased once; empty means "no search". */
export function normaliseQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

/** Case-insensitive match over name, description and short name (spec 1 §2.5). */
export function itemMatches(item: MenuItem, normalised: string): boolean {
  if (normalised === '') return true;
  return [item.name, item.description, item.shortName].some(
    (text) => typeof text === 'string' && text.toLocaleLowerCase().includes(normalised),
  );
}

/**
 * The categories with only the items that match; categories left empty disappear. With no query
 * the groups come back unchanged (same objects), so a memoised view does not re-render.
 */
export function searchMenu<G extends MenuGroup>(groups: readonly G[], query: string): readonly G[] {
  const normalised = normaliseQuery(query);
  if (normalised === '') return groups;
  const found: G[] = [];
  for (const group of groups) {
    const items = (group.menuItems ?? []).filter((item) => itemMatches(item, normalised));
    if (items.length > 0) found.push({ ...group, menuItems: items });
  }
  return found;
}
