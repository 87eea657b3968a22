import type { MenuGroup, MenuItem, OrderTypeCode } from '@owa/shared';
import { filterBySaleType, type ItemAvailability, orderCategoriesByOrderability } from '@owa/shared/domain';

export interface BrowsableMenu {
  readonly groups: readonly MenuGroup[];
  /** No category has an orderable item: all show, their items disabled (spec 1 §4.4). */
  readonly itemsDisabled: boolean;
}

/**
 * The categories a diner browses: hidden ones and those not sold for the order type left out
 * (items too, by sale type), then the ones with an orderable item first (spec 1 §4.4).
 */
export function browsableMenu(
  groups: readonly MenuGroup[],
  orderType: OrderTypeCode,
  availabilityOf: (item: MenuItem) => ItemAvailability,
): BrowsableMenu {
  const offered = filterBySaleType(
    groups.filter((group) => !group.hidden),
    orderType,
  ).map((group) => ({ ...group, menuItems: filterBySaleType(group.menuItems ?? [], orderType) }));
  const ordered = orderCategoriesByOrderability(
    offered,
    (group) => group.menuItems,
    (item) => availabilityOf(item).orderable,
  );
  return { groups: ordered.categories.map((entry) => entry.category), itemsDisabled: ordered.itemsDisabled };
}
