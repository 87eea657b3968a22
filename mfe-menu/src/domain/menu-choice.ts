// Menu selection (spec 1 §2.2, §4.3-4.4): straight to the one online menu, or the list with each
// menu's availability now and its hours.
import type { Menu, OrderTypeCode } from '@owa/shared';
import { formatDecimalHour, menusForSchedule, orderableOnlineMenus } from '@owa/shared/domain';

export interface MenuChoiceContext {
  readonly orderType: OrderTypeCode;
  readonly now: number;
  readonly zone: string;
  readonly tableId?: string | null;
  readonly restrictMenuOnDiningTable?: boolean | null;
  readonly assignedMenuCodes?: readonly string[] | null;
}

export type MenuChoice =
  | { readonly kind: 'open'; readonly menu: Menu }
  | {
      readonly kind: 'list';
      readonly menus: readonly { readonly menu: Menu; readonly available: boolean }[];
    };

export function menuChoice(menus: readonly Menu[], context: MenuChoiceContext): MenuChoice {
  const availability = {
    orderType: context.orderType,
    at: context.now,
    now: context.now,
    zone: context.zone,
    tableId: context.tableId ?? null,
    restrictMenuOnDiningTable: context.restrictMenuOnDiningTable ?? null,
    assignedMenuCodes: context.assignedMenuCodes ?? null,
  };
  // The menus this diner may order online at all; the hour decides only whether each is available
  // now, so a store with a breakfast and a lunch menu always offers the choice (DEMO-DATA 1002).
  const online = orderableOnlineMenus(menus, availability);
  const [only] = online;
  if (online.length === 1 && only) return { kind: 'open', menu: only };
  return { kind: 'list', menus: menusForSchedule(online, availability).menus };
}

/** The menu's weekly hours in 12-hour form, e.g. '7:00 am - 11:00 am'; null when it has no hours. */
export function menuHoursText(menu: Pick<Menu, 'schedule'>): string | null {
  const ranges = new Set<string>();
  for (const item of menu.schedule?.items ?? []) {
    if (item.type !== 'DAYS_OF_WEEK') continue;
    for (const range of item.timeRange ?? []) {
      ranges.add(`${formatDecimalHour(range.start)} - ${formatDecimalHour(range.end)}`);
    }
  }
  return ranges.size > 0 ? [...ranges].join(', ') : null;
}
