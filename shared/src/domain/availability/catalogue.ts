// The part of item availability the catalogue alone decides (spec 1 §2.5, §4.4). Kept apart from
// the time rules (items.ts) so that a menu card can use it without moment-timezone's zone data.
import { ONLINE_CHANNEL } from '../pricing/charge-selection.js';
import type { ScheduleLike } from './schedule.js';

/** Button labels of an unavailable item (spec 1 §4.4). */
export const ITEM_UNAVAILABLE_LABELS = {
  soldOut: 'Sold Out',
  storeUnavailable: 'store unavailable',
  inStoreOnly: 'Order In Store Only',
  unavailable: 'unavailable',
} as const;
export type ItemUnavailableLabel = (typeof ITEM_UNAVAILABLE_LABELS)[keyof typeof ITEM_UNAVAILABLE_LABELS];

/** Card labels (spec 1 §2.5): 'Sold out' or 'Not Available'; in-store-only items say so. */
export const ITEM_CARD_LABELS = {
  soldOut: 'Sold out',
  inStoreOnly: 'Order In Store Only',
  notAvailable: 'Not Available',
} as const;
export type ItemCardLabel = (typeof ITEM_CARD_LABELS)[keyof typeof ITEM_CARD_LABELS];

/** The item fields availability reads; a MenuItem is one. */
export interface AvailabilityItem {
  outOfStock?: boolean | null | undefined;
  disabled?: boolean | null | undefined;
  nonOrderableChannels?: readonly string[] | null | undefined;
  schedule?: ScheduleLike | null | undefined;
  /** Hours of notice the item needs (CAKE: 24). */
  advance?: number | null | undefined;
  saleType?: string | null | undefined;
}

export type ItemUnavailableReason =
  | 'outOfStock'
  | 'inStoreOnly'
  | 'storeClosed'
  | 'disabled'
  | 'menuUnavailable'
  | 'notAssigned'
  | 'outsideSchedule'
  | 'advanceNotice';

export type ItemAvailability =
  | { orderable: true }
  | { orderable: false; reason: ItemUnavailableReason; label: ItemUnavailableLabel };

/** An unavailable item with its reason and label. */
export const itemUnavailable = (
  reason: ItemUnavailableReason,
  label: ItemUnavailableLabel,
): ItemAvailability => ({
  orderable: false,
  reason,
  label,
});

/**
 * What the catalogue alone decides, with no clock: out of stock (Sold Out), not orderable online
 * (Order In Store Only), disabled (unavailable). A menu card can show this before the time rules
 * (and their time-zone data) have loaded.
 */
export function catalogueAvailability(item: AvailabilityItem): ItemAvailability {
  if (item.outOfStock) return itemUnavailable('outOfStock', ITEM_UNAVAILABLE_LABELS.soldOut);
  if (item.nonOrderableChannels?.includes(ONLINE_CHANNEL))
    return itemUnavailable('inStoreOnly', ITEM_UNAVAILABLE_LABELS.inStoreOnly);
  if (item.disabled) return itemUnavailable('disabled', ITEM_UNAVAILABLE_LABELS.unavailable);
  return { orderable: true };
}

/** The label of an item card, or null when orderable. */
export function itemCardLabel(availability: ItemAvailability): ItemCardLabel | null {
  if (availability.orderable) return null;
  if (availability.reason === 'outOfStock') return ITEM_CARD_LABELS.soldOut;
  if (availability.reason === 'inStoreOnly') return ITEM_CARD_LABELS.inStoreOnly;
  return ITEM_CARD_LABELS.notAvailable;
}
