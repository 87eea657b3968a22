// Spec 1 §4.6: option values add their charge; the first numFree selected values of an option are
// free, the most expensive counted first; with halfPriceForHalfTopping a topping on one half (side
// 0 or 2) costs half, and whole (1) costs full.
import type { ItemAttribute, Option, OptionValue, PizzaSide } from '../../entities/index.js';
import { type ChargeContext, chargedPriceCents } from './charge-selection.js';
import { applyFreeCount } from './free-values.js';
import { sumCents } from './money.js';

export function isHalfSide(side: PizzaSide | null | undefined): boolean {
  return side === 0 || side === 2;
}

/**
 * Price of one unit of a value. Half toppings are halved with ordinary rounding of the half cent
 * (0.99 / 2 = 0.50), so two halves of a topping never cost less than one whole minus a cent.
 */
export function valueUnitPriceCents(
  option: Pick<Option, 'pizzaTopping' | 'halfPriceForHalfTopping'>,
  value: Pick<OptionValue, 'charges'>,
  side: PizzaSide | null | undefined,
  context: ChargeContext = {},
): number {
  const full = chargedPriceCents(value.charges, context);
  if (option.pizzaTopping && option.halfPriceForHalfTopping && isHalfSide(side)) return Math.round(full / 2);
  return full;
}

/** Unit prices of every selected unit of one option (a value with qty 2 gives two units). */
export function selectedUnitPricesCents(
  option: Option,
  entry: ItemAttribute | undefined,
  context: ChargeContext = {},
): number[] {
  if (!entry) return [];
  const prices: number[] = [];
  for (const selected of entry.attrValueList) {
    if (selected.qty <= 0) continue;
    const value = option.values.find((candidate) => candidate.code === selected.code);
    if (!value) continue;
    const unit = valueUnitPriceCents(option, value, selected.option, context);
    for (let i = 0; i < Math.floor(selected.qty); i += 1) prices.push(unit);
  }
  return prices;
}

/** What one option's selection adds to the item, after its free count. */
export function optionPriceCents(
  option: Option,
  selection: readonly ItemAttribute[],
  context: ChargeContext = {},
): number {
  const entry = selection.find((attribute) => attribute.code === option.code);
  // The menu's numFree only: the selection entry's copy comes from the client and is not trusted.
  return applyFreeCount(selectedUnitPricesCents(option, entry, context), option.numFree);
}

/** What all options of an item add to one unit of the item. */
export function optionsPriceCents(
  options: readonly Option[] | null | undefined,
  selection: readonly ItemAttribute[] | null | undefined,
  context: ChargeContext = {},
): number {
  const chosen = selection ?? [];
  const withSelection: ChargeContext = { ...context, selection: context.selection ?? chosen };
  return sumCents((options ?? []).map((option) => optionPriceCents(option, chosen, withSelection)));
}
