import type { Document } from './repository.js';

type Item = Record<string, unknown> & { code: string };

const isDocument = (value: unknown): value is Document =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isItem = (value: unknown): value is Item => isDocument(value) && typeof value.code === 'string';

/** The documents of a list field (the menu is served as stored: its lists are checked, not cast). */
const documentsOf = (value: unknown): Document[] => (Array.isArray(value) ? value.filter(isDocument) : []);

function groupsOf(menu: Document): Document[] {
  return documentsOf(menu.menuGroups);
}

function itemsOf(group: Document): Item[] {
  return Array.isArray(group.menuItems) ? group.menuItems.filter(isItem) : [];
}

/** Every item of a menu by code, hidden categories included (combo parts live there). */
export function itemIndex(menu: Document): Map<string, Item> {
  const index = new Map<string, Item>();
  for (const group of groupsOf(menu)) for (const item of itemsOf(group)) index.set(item.code, item);
  return index;
}

/** The menu list entry: the menu without its categories (GET /lite_menus). */
export function liteMenu(menu: Document): Document {
  const { menuGroups: _omitted, ...lite } = menu;
  return lite;
}

/**
 * The full menu as served: each combo slot carries its candidate items (targets) so the client
 * can build the combo steps without another call, and each item its current thumbs-up count.
 */
export function menuView(menu: Document, thumbups: Map<string, number>): Document {
  const index = itemIndex(menu);
  const withCount = (item: Item): Item => ({ ...item, thumbup: thumbups.get(item.code) ?? 0 });
  return {
    ...menu,
    menuGroups: groupsOf(menu).map((group) => ({
      ...group,
      menuItems: itemsOf(group).map((item) => {
        const relations = documentsOf(item.relations);
        if (relations.length === 0) return withCount(item);
        const resolved = relations.map((relation) => {
          const codes = Array.isArray(relation.menuItemCodes)
            ? relation.menuItemCodes.filter((code): code is string => typeof code === 'string')
            : [];
          const targets = codes.flatMap((code) => {
            const target = index.get(code);
            return target ? [withCount(target)] : [];
          });
          return { ...relation, targets, targetsList: targets };
        });
        return { ...withCount(item), relations: resolved, itemRelationList: resolved };
      }),
    })),
  };
}
