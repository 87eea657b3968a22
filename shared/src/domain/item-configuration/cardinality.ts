// Spec 1 §5 "Option group validity", "Selection blocked"; spec 1 §4.6 cardinalityDependencies and the
// option panel colour. A maximum of -1 (or none) is unlimited.
import type { ItemAttribute, MenuItem, Option, OptionValue } from '../../entities/index.js';
import { isValueSelected } from '../pricing/index.js';
import { isUnlimited } from './limits.js';
import { optionQuantity, type Selection, valueQuantity } from './selection.js';
import { isValueVisible, visibleOptions } from './visibility.js';

export const UNLIMITED = -1;

export interface Bounds {
  min: number;
  /** -1 means unlimited. */
  max: number;
}

/**
 * The option's bounds after cardinalityDependencies: the first dependency whose value is selected
 * overrides whichever of min and max it gives (the API lists the most specific first).
 */
export function effectiveBounds(option: Option, selection: Selection): Bounds {
  let min = Math.max(0, option.minCardinality ?? 0);
  let max = isUnlimited(option.maxCardinality) ? UNLIMITED : (option.maxCardinality as number);
  const override = (option.cardinalityDependencies ?? []).find((dependency) =>
    isValueSelected(selection, dependency.attributeCode, dependency.attributeValueCode),
  );
  if (override) {
    if (override.minCardinality !== null && override.minCardinality !== undefined) {
      min = Math.max(0, override.minCardinality);
    }
    if (override.maxCardinality !== null && override.maxCardinality !== undefined) {
      max = isUnlimited(override.maxCardinality) ? UNLIMITED : override.maxCardinality;
    }
  }
  return { min, max };
}

export function isRequired(option: Option, selection: Selection): boolean {
  return effectiveBounds(option, selection).min > 0;
}

function withinBounds(quantity: number, min: number, max: number): boolean {
  return quantity >= min && (isUnlimited(max) || quantity <= max);
}

/**
 * Spec 1 §5: total quantity between min and max, and each chosen value's quantity within its own
 * min and max. A value's own minimum applies once it is chosen (it is "at least n of this"), so an
 * unchosen value never makes a group invalid.
 */
export function isOptionValid(option: Option, selection: Selection): boolean {
  const { min, max } = effectiveBounds(option, selection);
  if (!withinBounds(optionQuantity(selection, option.code), min, max)) return false;
  return option.values.every((value) => {
    const quantity = valueQuantity(selection, option.code, value.code);
    if (quantity === 0) return true;
    return withinBounds(quantity, Math.max(1, value.minCardinality ?? 1), value.maxCardinality ?? UNLIMITED);
  });
}

/** Only visible options count: a hidden option cannot be chosen, so it cannot be required. */
export function areOptionsValid(
  options: readonly Option[] | null | undefined,
  selection: Selection,
): boolean {
  return visibleOptions(options, selection).every((option) => isOptionValid(option, selection));
}

/** Where the dialog scrolls when Add to cart is refused (spec 1 §5). */
export function firstUnmetRequiredOption(
  item: Pick<MenuItem, 'options'>,
  selection: Selection,
): Option | undefined {
  return visibleOptions(item.options, selection).find(
    (option) => isRequired(option, selection) && !isOptionValid(option, selection),
  );
}

/** How many more units the option takes: -1 unlimited, else never below 0. */
export function remainingSelectable(option: Option, selection: Selection): number {
  const { max } = effectiveBounds(option, selection);
  if (isUnlimited(max)) return UNLIMITED;
  return Math.max(0, max - optionQuantity(selection, option.code));
}

/**
 * Spec 1 §5 "Selection blocked": out-of-stock and hidden values cannot be chosen; nor can any new
 * unit once the option's remaining count is zero (one-of options replace instead, see selectValue),
 * nor more of a value than its own maximum.
 */
export function isSelectionBlocked(option: Option, value: OptionValue, selection: Selection): boolean {
  if (value.outOfStock) return true;
  if (!isValueVisible(option, value, selection)) return true;
  if (remainingSelectable(option, selection) === 0) return true;
  const own = value.maxCardinality;
  if (!isUnlimited(own) && valueQuantity(selection, option.code, value.code) >= (own as number)) return true;
  return false;
}

export type PanelStatus = 'success' | 'error' | 'grey';

/** Spec 1 §4.6 option panel colour. */
export function optionPanelStatus(option: Option, selection: Selection): PanelStatus {
  if (!isRequired(option, selection)) return 'grey';
  return isOptionValid(option, selection) ? 'success' : 'error';
}

/** Selections naming options or values the item does not have: the API refuses such a line. */
export function unknownSelections(
  item: Pick<MenuItem, 'options'>,
  selection: readonly ItemAttribute[],
): string[] {
  const unknown: string[] = [];
  for (const entry of selection) {
    const option = item.options?.find((candidate) => candidate.code === entry.code);
    if (!option) {
      unknown.push(entry.code);
      continue;
    }
    for (const value of entry.attrValueList) {
      if (!option.values.some((candidate) => candidate.code === value.code))
        unknown.push(`${entry.code}.${value.code}`);
    }
  }
  return unknown;
}
