// Choosing and unchoosing values in the dialog, with the blocking rules applied.
import type { ItemAttribute, Option, PizzaSide } from '@owa/shared';
import {
  effectiveBounds,
  isSelectionBlocked,
  pruneHiddenSelections,
  type Selection,
  selectionEntry,
  setValueQuantity,
  valueQuantity,
} from '@owa/shared/domain';

/**
 * Choose one more unit of a value. A one-of option (max 1) replaces its current choice, like a radio
 * button; otherwise a blocked value leaves the selection as it was. Dependent values that become
 * hidden are dropped.
 */
export function selectValue(
  options: readonly Option[],
  option: Option,
  valueCode: string,
  selection: Selection,
  side?: PizzaSide,
): Selection {
  const value = option.values.find((candidate) => candidate.code === valueCode);
  if (!value) return selection;
  const { max } = effectiveBounds(option, selection);
  if (max === 1 && !value.outOfStock) {
    const cleared = setValueQuantity(
      selection.filter((entry) => entry.code !== option.code),
      option,
      valueCode,
      1,
      side,
    );
    return isSelectionBlocked(
      option,
      value,
      selection.filter((entry) => entry.code !== option.code),
    )
      ? selection
      : pruneHiddenSelections(options, cleared);
  }
  if (isSelectionBlocked(option, value, selection)) return selection;
  const next = setValueQuantity(
    selection,
    option,
    valueCode,
    valueQuantity(selection, option.code, valueCode) + 1,
    side,
  );
  return pruneHiddenSelections(options, next);
}

/** One unit fewer; at 0 the value is removed. */
export function unselectValue(
  options: readonly Option[],
  option: Option,
  valueCode: string,
  selection: Selection,
): Selection {
  const current = valueQuantity(selection, option.code, valueCode);
  if (current === 0) return selection;
  return pruneHiddenSelections(options, setValueQuantity(selection, option, valueCode, current - 1));
}

/** A checkbox-style toggle: chosen values are removed, others chosen once. */
export function toggleValue(
  options: readonly Option[],
  option: Option,
  valueCode: string,
  selection: Selection,
): Selection {
  if (valueQuantity(selection, option.code, valueCode) > 0) {
    return pruneHiddenSelections(options, setValueQuantity(selection, option, valueCode, 0));
  }
  return selectValue(options, option, valueCode, selection);
}

export function selectedValueCodes(selection: readonly ItemAttribute[], optionCode: string): string[] {
  return (selectionEntry(selection, optionCode)?.attrValueList ?? [])
    .filter((v) => v.qty > 0)
    .map((v) => v.code);
}
