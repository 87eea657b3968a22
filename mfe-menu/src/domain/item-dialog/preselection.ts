// Spec 1 §4.6 "On first load, options whose values all have minCardinality at least their count
// (and which allow no multi-select) are preselected."
//
// Our reading (in docs/rules.md): preselect what the customer cannot avoid. An option that is not
// multi-select is preselected when its minimum needs every visible in-stock value, or when every
// such value has its own minimum of at least 1; each value then gets its own minimum (at least 1).
// Values the menu marks selected are preselected too.
import type { ItemAttribute, MenuItem, Option } from '@owa/shared';
import {
  isOptionVisible,
  pruneHiddenSelections,
  type Selection,
  setValueQuantity,
  visibleValues,
} from '@owa/shared/domain';

function isForced(option: Option, selection: Selection): boolean {
  if (option.multiSelect) return false;
  const values = visibleValues(option, selection).filter((value) => !value.outOfStock);
  if (values.length === 0) return false;
  const everyValueNeeded = (option.minCardinality ?? 0) >= values.length;
  const everyValueRequired = values.every((value) => (value.minCardinality ?? 0) >= 1);
  return everyValueNeeded || everyValueRequired;
}

export function preselectOptions(item: Pick<MenuItem, 'options'>): ItemAttribute[] {
  let selection: Selection = [];
  for (const option of item.options ?? []) {
    if (!isOptionVisible(option, selection)) continue;
    const forced = isForced(option, selection);
    for (const value of visibleValues(option, selection)) {
      if (value.outOfStock) continue;
      if (forced || value.selected) {
        selection = setValueQuantity(selection, option, value.code, Math.max(1, value.minCardinality ?? 1));
      }
    }
  }
  return [...pruneHiddenSelections(item.options, selection)];
}
