// Calories and allergens (issue 22): the range a card shows ("420 Cal", "430–860 Cal"), and what the
// item dialog's current configuration contains (its cart line: the item's own part, the chosen
// values, the chosen combo items with theirs).
import type { Allergen, CartLine, MenuItem, Option, OptionValue } from '@owa/shared';
import {
  effectiveBounds,
  type FindMenuItem,
  isAllowedOnline,
  isHalfSide,
  isOptionVisible,
  isUnlimited,
  isValueVisible,
  relationsOf,
  slotItem,
  slotItemCodes,
} from '@owa/shared/domain';
import { ALLERGENS } from '@owa/shared/entities';

export interface CalorieRange {
  readonly min: number;
  readonly max: number;
}

const caloriesOf = (value: OptionValue) => value.calories ?? 0;

/** How many units of a value a configuration may hold (a value without a maximum is counted once). */
function unitsOf(value: OptionValue): number {
  const own = value.maxCardinality;
  return isUnlimited(own) ? 1 : Math.max(1, own ?? 1);
}

/** The lowest-calorie way to meet each option needed from the start. */
function leastOptionCalories(options: readonly Option[]): number {
  let total = 0;
  for (const option of options) {
    if (!isOptionVisible(option, [])) continue;
    let left = effectiveBounds(option, []).min;
    const values = option.values
      .filter((value) => !value.outOfStock && isValueVisible(option, value, []))
      .sort((a, b) => caloriesOf(a) - caloriesOf(b));
    for (const value of values) {
      if (left <= 0) break;
      const take = Math.min(left, unitsOf(value));
      total += take * caloriesOf(value);
      left -= take;
    }
  }
  return total;
}

/** The most a diner can add: option by option, the highest-calorie values up to each maximum. */
function mostOptionCalories(options: readonly Option[]): number {
  let total = 0;
  let selection: { code: string; attrValueList: { code: string; qty: number }[] }[] = [];
  for (const option of options) {
    if (!isOptionVisible(option, selection)) continue;
    const { min, max } = effectiveBounds(option, selection);
    let left = isUnlimited(max) ? Number.POSITIVE_INFINITY : max;
    const values = option.values
      .filter((value) => !value.outOfStock && isValueVisible(option, value, selection))
      .sort((a, b) => caloriesOf(b) - caloriesOf(a));
    const chosen: { code: string; qty: number }[] = [];
    for (const value of values) {
      const taken = chosen.reduce((sum, entry) => sum + entry.qty, 0);
      if (left <= 0 || (caloriesOf(value) <= 0 && taken >= min)) break;
      const take = Math.min(left, unitsOf(value));
      chosen.push({ code: value.code, qty: take });
      total += take * caloriesOf(value);
      left -= take;
    }
    selection = [...selection, { code: option.code, attrValueList: chosen }];
  }
  return total;
}

const MAX_DEPTH = 2;
const ranges = new WeakMap<MenuItem, CalorieRange | null>();

/**
 * The calories a card shows: one figure for an item without choices, else the range from its
 * lightest to its heaviest configuration. Null when the item, or a candidate of a required combo
 * slot, gives none.
 */
export function calorieRange(item: MenuItem, findItem?: FindMenuItem, depth = 0): CalorieRange | null {
  if (ranges.has(item)) return ranges.get(item) ?? null;
  let range: CalorieRange | null = null;
  if (typeof item.calories === 'number') {
    const options = (item.options ?? []).filter(isAllowedOnline);
    let min = item.calories + leastOptionCalories(options);
    let max = item.calories + mostOptionCalories(options);
    for (const relation of depth < MAX_DEPTH ? relationsOf(item) : []) {
      const candidates = slotItemCodes(relation)
        .map((code) => slotItem(relation, code, findItem))
        .filter((candidate): candidate is MenuItem => candidate !== undefined && !candidate.outOfStock);
      const slotRanges = candidates.map((candidate) => calorieRange(candidate, findItem, depth + 1));
      const least = Math.max(0, relation.minCardinality ?? 0);
      const most = isUnlimited(relation.maxCardinality)
        ? least
        : Math.max(least, relation.maxCardinality ?? 0);
      if (slotRanges.some((slot) => slot === null)) {
        if (least > 0) {
          min = Number.NaN;
          break;
        }
        continue;
      }
      const known = slotRanges as CalorieRange[];
      if (known.length === 0) continue;
      min += least * Math.min(...known.map((slot) => slot.min));
      max += most * Math.max(...known.map((slot) => slot.max));
    }
    range = Number.isNaN(min) ? null : { min, max: Math.max(min, max) };
  }
  ranges.set(item, range);
  return range;
}

export interface Nutrition {
  /** Calories of one unit of the line (null when the item gives none). */
  readonly calories: number | null;
  /** In the closed list's order. */
  readonly allergens: readonly Allergen[];
}

function addLine(line: CartLine, findItem: FindMenuItem, found: Set<Allergen>): number | null {
  const item = findItem(line.code);
  if (!item) return null;
  for (const allergen of item.allergens ?? []) found.add(allergen);
  let calories = item.calories ?? null;
  for (const entry of line.itemAttributeList ?? []) {
    const option = item.options?.find((candidate) => candidate.code === entry.code);
    for (const chosen of entry.attrValueList) {
      const value = option?.values.find((candidate) => candidate.code === chosen.code);
      if (!value || chosen.qty <= 0) continue;
      for (const allergen of value.allergens ?? []) found.add(allergen);
      // A half topping is half a portion (spec 1 §4.6 pizza sides).
      const share = isHalfSide(chosen.option) ? 0.5 : 1;
      if (calories !== null) calories += caloriesOf(value) * chosen.qty * share;
    }
  }
  for (const child of line.childItemList ?? []) {
    const childCalories = addLine(child, findItem, found);
    calories = calories === null || childCalories === null ? null : calories + childCalories * child.qty;
  }
  return calories === null ? null : Math.round(calories);
}

/** What one unit of the configured item (the dialog's line) contains: its calories and allergens. */
export function lineNutrition(line: CartLine, findItem: FindMenuItem): Nutrition {
  const found = new Set<Allergen>();
  const calories = addLine(line, findItem, found);
  return { calories, allergens: ALLERGENS.filter((allergen) => found.has(allergen)) };
}
