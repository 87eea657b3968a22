// Spec 1 §4.5, §5: a maximum of -1 (or none) is unlimited; an item's line holds at least its
// minCardinality. Apart from the dialog's rules because the store page's cards need them (the 'From'
// price, which items open the dialog) and its first paint should carry nothing else.
import type { MenuItem } from '../../entities/index.js';

export function isUnlimited(max: number | null | undefined): boolean {
  return max === null || max === undefined || max < 0;
}

/** The fewest of an item a line may hold: its minCardinality, at least 1. */
export function minimumQuantity(item: Pick<MenuItem, 'minCardinality'>): number {
  return Math.max(1, Math.floor(item.minCardinality ?? 1));
}
