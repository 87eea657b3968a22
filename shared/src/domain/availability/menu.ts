// Menu availability, assigned menus per table and exclusive menus (spec 1 §4.3-4.4, spec 2 §4).
import type { OrderType } from '../../entities/menu.js';
import { ONLINE_CHANNEL } from '../pricing/charge-selection.js';
import { MS_PER_HOUR } from '../store-hours/index.js';
import { type RuleLogger, silentLogger } from './logger.js';
import { matchesSchedule, type ScheduleLike } from './schedule.js';

/** The menu fields availability reads; a Menu is one. */
export interface AvailabilityMenu {
  code: string;
  channels?: readonly string[] | null | undefined;
  schedule?: ScheduleLike | null | undefined;
  exclusive?: boolean | null | undefined;
  scheduledPickupTimeLimitInHours?: number | null | undefined;
  scheduledDeliveryTimeLimitInHours?: number | null | undefined;
}

/** No channel list means every channel. */
export function isMenuOnline(menu: Pick<AvailabilityMenu, 'channels'>): boolean {
  return !menu.channels || menu.channels.length === 0 || menu.channels.includes(ONLINE_CHANNEL);
}

export interface TableContext {
  orderType: OrderType;
  /** The store's restrictMenuOnDiningTable. */
  restrictMenuOnDiningTable?: boolean | null | undefined;
  /** The table id, or null/undefined/-1 when none is set. */
  tableId?: string | number | null | undefined;
  /** Menu codes from GET /assigned_menu (menuIds) for the table; null while unknown. */
  assignedMenuCodes?: readonly string[] | null | undefined;
}

/** A table id that means "no table" (spec 2 §4: cleared tables are -1). */
export function hasTable(tableId: string | number | null | undefined): boolean {
  return tableId !== null && tableId !== undefined && tableId !== '' && String(tableId) !== '-1';
}

export type AssignedMenuCheck = 'allowed' | 'tableRequired' | 'notAssigned';

/**
 * Dine-in with restrictMenuOnDiningTable needs a table, and then only the table's assigned menus
 * may be ordered (spec 1 §4.4). Other order types and unrestricted stores allow every menu.
 */
export function assignedMenuCheck(menuCode: string, context: TableContext): AssignedMenuCheck {
  if (context.orderType !== 'DINE_IN' || context.restrictMenuOnDiningTable !== true) return 'allowed';
  if (!hasTable(context.tableId)) return 'tableRequired';
  return (context.assignedMenuCodes ?? []).includes(menuCode) ? 'allowed' : 'notAssigned';
}

/**
 * The menus a diner may order from online here, whatever the hour (spec 1 §2.2, §4.4): sold online
 * and allowed at the table. Menu selection opens the only one at once, or lists them; a table's QR
 * entry goes straight to the only one.
 */
export function orderableOnlineMenus<M extends Pick<AvailabilityMenu, 'code' | 'channels'>>(
  menus: readonly M[],
  context: TableContext,
): M[] {
  return menus.filter((menu) => isMenuOnline(menu) && assignedMenuCheck(menu.code, context) === 'allowed');
}

export type MenuUnavailableReason =
  | 'notOnline'
  | 'tableRequired'
  | 'notAssigned'
  | 'outsideSchedule'
  | 'beyondLimit';

export interface MenuAvailabilityContext extends TableContext {
  /** The chosen time (now for ASAP). */
  at: number;
  now: number;
  zone: string;
  logger?: RuleLogger;
}

/**
 * A menu is available when it is sold online (or lists no channels), the assigned-menu rule passes,
 * its schedule covers the chosen time, and the chosen time is within its scheduling limit for
 * pickup or delivery (0 means none).
 */
export function menuAvailability(
  menu: AvailabilityMenu,
  context: MenuAvailabilityContext,
): { available: true } | { available: false; reason: MenuUnavailableReason } {
  if (!isMenuOnline(menu)) return { available: false, reason: 'notOnline' };
  const assigned = assignedMenuCheck(menu.code, context);
  if (assigned !== 'allowed') return { available: false, reason: assigned };
  if (!matchesSchedule(menu.schedule, context.at, context.zone, context.logger ?? silentLogger)) {
    return { available: false, reason: 'outsideSchedule' };
  }
  const limit =
    context.orderType === 'PICKUP'
      ? menu.scheduledPickupTimeLimitInHours
      : context.orderType === 'DELIVERY'
        ? menu.scheduledDeliveryTimeLimitInHours
        : null;
  if (typeof limit === 'number' && limit > 0 && context.at - context.now > limit * MS_PER_HOUR) {
    return { available: false, reason: 'beyondLimit' };
  }
  return { available: true };
}

export function isMenuAvailable(menu: AvailabilityMenu, context: MenuAvailabilityContext): boolean {
  return menuAvailability(menu, context).available;
}

/**
 * Lite menus for the chosen schedule (spec 1 §4.3): each with its availability; when none is
 * available, all show as unavailable (allUnavailable) rather than an empty page.
 */
export function menusForSchedule<M extends AvailabilityMenu>(
  menus: readonly M[],
  context: MenuAvailabilityContext,
): { menus: Array<{ menu: M; available: boolean }>; allUnavailable: boolean } {
  const listed = menus.map((menu) => ({ menu, available: isMenuAvailable(menu, context) }));
  return { menus: listed, allUnavailable: listed.every((entry) => !entry.available) };
}

/**
 * The single online menu to open directly from menu selection, if exactly one available menu
 * allows the ONLINE channel (spec 1 §2.2).
 */
export function singleOnlineMenu<M extends AvailabilityMenu>(
  menus: readonly M[],
  context: MenuAvailabilityContext,
): M | null {
  const online = menus.filter(
    (menu) => menu.channels?.includes(ONLINE_CHANNEL) && isMenuAvailable(menu, context),
  );
  return online.length === 1 ? (online[0] ?? null) : null;
}

export type CartMixRefusal = 'differentMenu' | 'menuIsExclusive';

/**
 * Items from different menus cannot share a cart; when either menu is exclusive the refusal is the
 * menuIsExclusive one (the snack '{item} is exclusive'), otherwise a plain different-menu refusal.
 */
export function cartMixRefusal(input: {
  /** Menu codes of the lines already in the cart. */
  cartMenuCodes: readonly string[];
  menu: Pick<AvailabilityMenu, 'code' | 'exclusive'>;
  /** Exclusive flags of the cart's menus, by code, when known. */
  cartMenusExclusive?: Readonly<Record<string, boolean | null | undefined>>;
}): CartMixRefusal | null {
  const others = [...new Set(input.cartMenuCodes)].filter((code) => code !== input.menu.code);
  if (others.length === 0) return null;
  const exclusive =
    input.menu.exclusive === true || others.some((code) => input.cartMenusExclusive?.[code] === true);
  return exclusive ? 'menuIsExclusive' : 'differentMenu';
}
