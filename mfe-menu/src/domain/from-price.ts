// Spec 1 §5 "'From' price": for items priced 0 with required configurable groups, the sum of the
// cheapest options needed to meet each group's minimum, respecting the per-option maximum.
import type { MenuItem, Option } from '@owa/shared';
import {
  applyFreeCount,
  type ChargeContext,
  chargedPriceCents,
  isUnlimited,
  visibleOptions,
  visibleValues,
} from '@owa/shared/domain';

/**
 * The cheapest way to meet one option's minimum, in cents, or undefined when it cannot be met with
 * in-stock values. A value may be taken up to its own maximum; without one, once unless the option
 * is multi-select. The option's free count applies as it would in the dialog.
 */
export function cheapestMinimumCents(option: Option, context: ChargeContext = {}): number | undefined {
  const needed = Math.max(0, option.minCardinality ?? 0);
  if (needed === 0) return 0;
  const candidates = visibleValues(option, [])
    .filter((value) => !value.outOfStock)
    .map((value) => ({
      price: chargedPriceCents(value.charges, context),
      cap: isUnlimited(value.maxCardinality)
        ? option.multiSelect
          ? needed
          : 1
        : Math.max(0, value.maxCardinality as number),
    }))
    .sort((a, b) => a.price - b.price);
  const units: number[] = [];
  for (const candidate of candidates) {
    for (let i = 0; i < candidate.cap && units.length < needed; i += 1) units.push(candidate.price);
  }
  if (units.length < needed) return undefined;
  return applyFreeCount(units, option.numFree);
}

/**
 * The card's 'From' price in cents, or undefined when the card shows the ordinary price: the item is
 * not priced 0, has no required group, or a required group cannot be met.
 */
export function fromPriceCents(
  item: Pick<MenuItem, 'charges' | 'price' | 'options'>,
  context: ChargeContext = {},
): number | undefined {
  if (chargedPriceCents(item.charges, context, item.price) !== 0) return undefined;
  const required = visibleOptions(item.options, []).filter((option) => (option.minCardinality ?? 0) > 0);
  if (required.length === 0) return undefined;
  let total = 0;
  for (const option of required) {
    const cheapest = cheapestMinimumCents(option, context);
    if (cheapest === undefined) return undefined;
    total += cheapest;
  }
  return total;
}
