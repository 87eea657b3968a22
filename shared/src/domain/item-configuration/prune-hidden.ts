// Spec 1 §4.6: a selection that became hidden is dropped. The dialog's rule, apart from the
// visibility rules the store page's 'From' prices need.
import type { Option } from '../../entities/index.js';
import { type Selection, withoutValues } from './selection.js';
import { isValueVisible } from './visibility.js';

/**
 * Drops selections that became hidden (choosing Beef after Veggie hides Vegan Aioli). Repeats until
 * nothing changes, because removing one value can hide another that depended on it.
 */
export function pruneHiddenSelections(
  options: readonly Option[] | null | undefined,
  selection: Selection,
): Selection {
  let current = selection;
  for (let round = 0; round <= (options?.length ?? 0); round += 1) {
    const snapshot = current;
    const next = withoutValues(current, (optionCode, valueCode) => {
      const option = options?.find((candidate) => candidate.code === optionCode);
      const value = option?.values.find((candidate) => candidate.code === valueCode);
      return !!option && !!value && isValueVisible(option, value, snapshot);
    });
    if (JSON.stringify(next) === JSON.stringify(current)) return current;
    current = next;
  }
  return current;
}
