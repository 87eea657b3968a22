// Category and item availability with their labels (spec 1 §2.5, §4.4).
import type { OrderType } from '../../entities/menu.js';
import { MS_PER_HOUR } from '../store-hours/index.js';
import {
  type AvailabilityItem,
  catalogueAvailability,
  ITEM_UNAVAILABLE_LABELS,
  type ItemAvailability,
  itemUnavailable,
} from './catalogue.js';
import { type RuleLogger, silentLogger } from './logger.js';
import { saleTypeAllows } from './sale-type.js';
import { matchesSchedule, type ScheduleLike } from './schedule.js';

export interface ItemAvailabilityContext {
  /** The chosen time (now for ASAP). */
  at: number;
  now: number;
  zone: string;
  /** The store is open for the order type at the chosen time (or the menu ignores store hours). */
  storeOpen: boolean;
  /** From menuAvailability for the item's menu. */
  menuAvailable: boolean;
  /** The item's menu passes the assigned-menu rule (spec 1 §4.4). */
  assignedMenuAllowed?: boolean;
  logger?: RuleLogger;
}

/** The item needs more notice than the chosen time gives (advance hours). */
export function lacksAdvanceNotice(
  item: Pick<AvailabilityItem, 'advance'>,
  at: number,
  now: number,
): boolean {
  const advance = item.advance;
  return typeof advance === 'number' && advance > 0 && at - now < advance * MS_PER_HOUR;
}

/**
 * Whether the item can be ordered for the chosen time, and the label when not: out of stock first
 * (Sold Out), then in-store only (Order In Store Only), then a closed store (store unavailable), then
 * anything else (unavailable): disabled, its menu, the assigned menu, its schedule or advance hours.
 */
export function itemAvailability(item: AvailabilityItem, context: ItemAvailabilityContext): ItemAvailability {
  const catalogue = catalogueAvailability(item);
  if (!catalogue.orderable && catalogue.reason !== 'disabled') return catalogue;
  if (!context.storeOpen) return itemUnavailable('storeClosed', ITEM_UNAVAILABLE_LABELS.storeUnavailable);
  if (!catalogue.orderable) return catalogue;
  if (!context.menuAvailable) return itemUnavailable('menuUnavailable', ITEM_UNAVAILABLE_LABELS.unavailable);
  if (context.assignedMenuAllowed === false)
    return itemUnavailable('notAssigned', ITEM_UNAVAILABLE_LABELS.unavailable);
  if (!matchesSchedule(item.schedule, context.at, context.zone, context.logger ?? silentLogger)) {
    return itemUnavailable('outsideSchedule', ITEM_UNAVAILABLE_LABELS.unavailable);
  }
  if (lacksAdvanceNotice(item, context.at, context.now))
    return itemUnavailable('advanceNotice', ITEM_UNAVAILABLE_LABELS.unavailable);
  return { orderable: true };
}

/** The category fields visibility reads; a MenuGroup is one. */
export interface AvailabilityCategory {
  hidden?: boolean | null | undefined;
  schedule?: ScheduleLike | null | undefined;
  saleType?: string | null | undefined;
}

/**
 * A category shows unless hidden, outside its schedule at the chosen day and time ('now' uses the
 * current time), or not sold for the order type.
 */
export function isCategoryVisible(
  category: AvailabilityCategory,
  context: { at: number; zone: string; orderType: OrderType; logger?: RuleLogger },
): boolean {
  const logger = context.logger ?? silentLogger;
  if (category.hidden) return false;
  if (!saleTypeAllows(category.saleType, context.orderType, logger)) return false;
  return matchesSchedule(category.schedule, context.at, context.zone, logger);
}

export interface OrderedCategory<C> {
  category: C;
  /** Has at least one orderable item. */
  orderable: boolean;
}

/**
 * Categories with at least one orderable item come first, the rest after, each group in menu
 * order; when none has one, all show with their items disabled (spec 1 §4.4).
 */
export function orderCategoriesByOrderability<C, I>(
  categories: readonly C[],
  itemsOf: (category: C) => readonly I[],
  isOrderable: (item: I) => boolean,
): { categories: Array<OrderedCategory<C>>; itemsDisabled: boolean } {
  const marked = categories.map((category) => ({ category, orderable: itemsOf(category).some(isOrderable) }));
  const first = marked.filter((entry) => entry.orderable);
  if (first.length === 0) return { categories: marked, itemsDisabled: true };
  return { categories: [...first, ...marked.filter((entry) => !entry.orderable)], itemsDisabled: false };
}
