// Spec 1 §4.5, §4.6, §5 "Quantity" and §4.7 (the card stepper). Quantities are whole numbers.
import type { MenuItem } from '../../entities/index.js';
import { isUnlimited, minimumQuantity } from './limits.js';

/** Spec 1 §4.5: the dialog opens at the item's minCardinality if defined, else 1. */
export function initialQuantity(item: Pick<MenuItem, 'minCardinality'>): number {
  return minimumQuantity(item);
}

/** Spec 1 §4.6: a quantity of 0 or less (or not a number) resets to 1. */
export function normalizeQuantity(qty: number): number {
  if (!Number.isFinite(qty) || qty <= 0) return 1;
  return Math.max(1, Math.floor(qty));
}

/** Spec 1 §5: decrement not allowed below the item's minCardinality (or 1). */
export function canDecrementQuantity(qty: number, item: Pick<MenuItem, 'minCardinality'>): boolean {
  return qty > minimumQuantity(item);
}

/**
 * Spec 1 §5: increment not allowed at the maximum; the maximum (maxCardinality) is per cart, so what
 * is already in the cart counts.
 */
export function canIncrementQuantity(
  qty: number,
  item: Pick<MenuItem, 'maxCardinality'>,
  inCartCount = 0,
): boolean {
  if (isUnlimited(item.maxCardinality)) return true;
  return inCartCount + qty + 1 <= (item.maxCardinality as number);
}

/** Spec 5 "Add to cart": cart count plus quantity within the item's maxCardinality. */
export function isWithinOrderLimit(
  qty: number,
  item: Pick<MenuItem, 'maxCardinality'>,
  inCartCount = 0,
): boolean {
  if (isUnlimited(item.maxCardinality)) return true;
  return inCartCount + qty <= (item.maxCardinality as number);
}

/** 'Order Limit: {n}' on cards (spec 1 §2.5) when the item has a maximum. */
export function orderLimitLabel(item: Pick<MenuItem, 'maxCardinality'>): string | undefined {
  if (isUnlimited(item.maxCardinality)) return undefined;
  return `Order Limit: ${item.maxCardinality}`;
}

export interface CardStepperInput {
  qty: number;
  /** The maximum for this stepper; -1 or none is unlimited. */
  max: number | null | undefined;
  /** What the enclosing group still takes; -1 is unlimited. */
  remaining: number;
}

/**
 * Spec 1 §4.7: add while below the maximum (or -1) and the remaining count is positive or -1;
 * remove only above 0.
 */
export function cardStepper(input: CardStepperInput): { canAdd: boolean; canRemove: boolean } {
  const belowMax = isUnlimited(input.max) || input.qty < (input.max as number);
  const room = input.remaining === -1 || input.remaining > 0;
  return { canAdd: belowMax && room, canRemove: input.qty > 0 };
}

/** Applies a + or - press; never negative, and a refused press changes nothing. */
export function stepCardQuantity(input: CardStepperInput, delta: 1 | -1): number {
  const { canAdd, canRemove } = cardStepper(input);
  if (delta === 1) return canAdd ? input.qty + 1 : input.qty;
  return canRemove ? Math.max(0, input.qty - 1) : Math.max(0, input.qty);
}
