import type { MenuGroup, MenuItem, OrderTypeCode } from '@owa/shared';
import { filterBySaleType, type ItemAvailability } from '@owa/shared/domain';

export interface BrowsableMenu {
  readonly groups: readonly MenuGroup[];
  /** No category has an orderable item: all show, their items disabled (spec 1 §4.4). */
  readonly itemsDisabled: boolean;
}

/**
 * The categories a diner browses (the ordering rule lives here, not in the shared availability
 * module: only the menu uses it, and that module's clock rules would weigh on the first paint): hidden ones and those not sold for the order type left out
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
  const orderable = offered.filter((group) => group.menuItems.some((item) => availabilityOf(item).orderable));
  if (orderable.length === 0) return { groups: offered, itemsDisabled: true };
  return {
    groups: [...orderable, ...offered.filter((group) => !orderable.includes(group))],
    itemsDisabled: false,
  };
}

/**
 * spec 1 §4.4 (no channel list means every channel). Here rather than the shared isMenuOnline, whose
 * module also holds the clock rules: importing it would put moment-timezone on the first paint.
 */
export function isSoldOnline(menu: { readonly channels?: readonly string[] | null }): boolean {
  return !menu.channels || menu.channels.length === 0 || menu.channels.includes('ONLINE');
}
