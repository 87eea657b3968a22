// Spec 1 §5 "Add to cart allowed" only if: the item is available and valid; all required options
// meet their minimums; every relation with a minimum is satisfied; cart count plus quantity does not
// exceed the item's maxCardinality. Otherwise the dialog scrolls to the first unmet required option.
import type { MenuItem, Option } from '@owa/shared';
import {
  areOptionsValid,
  areRelationsSatisfied,
  firstUnmetRequiredOption,
  isWithinOrderLimit,
  type RelationSelection,
  type Selection,
} from '@owa/shared/domain';

export type AddToCartRefusal =
  | 'unavailable'
  | 'required-option'
  | 'invalid-option'
  | 'relation'
  | 'order-limit';

export type AddToCartCheck =
  | { allowed: true }
  | { allowed: false; reason: AddToCartRefusal; scrollTo?: Option };

export interface AddToCartInput {
  item: MenuItem;
  /** From the availability rules (stock, schedules, channels, menus). */
  available: boolean;
  selection: Selection;
  relations: RelationSelection;
  quantity: number;
  /** How many of this item the cart already holds (not counting the line being edited). */
  inCartCount: number;
}

export function checkAddToCart(input: AddToCartInput): AddToCartCheck {
  const { item, selection } = input;
  if (!input.available || item.outOfStock || item.disabled) return { allowed: false, reason: 'unavailable' };
  const unmet = firstUnmetRequiredOption(item, selection);
  if (unmet) return { allowed: false, reason: 'required-option', scrollTo: unmet };
  if (!areOptionsValid(item.options, selection)) return { allowed: false, reason: 'invalid-option' };
  if (!areRelationsSatisfied(item, input.relations)) return { allowed: false, reason: 'relation' };
  if (input.quantity < 1 || !isWithinOrderLimit(input.quantity, item, input.inCartCount)) {
    return { allowed: false, reason: 'order-limit' };
  }
  return { allowed: true };
}
