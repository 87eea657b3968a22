// Spec 1 §4.6: values are hidden unless their AND/OR dependencies hold; options likewise, and also
// unless allowed for online ordering (allowedUsage OWA or ALL).
import type { Option, OptionValue, ValueDependencies } from '../../entities/index.js';
import { isValueSelected } from '../pricing/index.js';
import type { Selection } from './selection.js';

export const ONLINE_USAGES: readonly string[] = ['OWA', 'ALL'];

/**
 * An option without allowedUsage is shown: older menus predate the field, and hiding every option of
 * such a menu would make its items unorderable.
 */
export function isAllowedOnline(option: Pick<Option, 'allowedUsage'>): boolean {
  if (option.allowedUsage === null || option.allowedUsage === undefined || option.allowedUsage === '')
    return true;
  return ONLINE_USAGES.includes(option.allowedUsage.toUpperCase());
}

/** AND: every dependency selected; OR: at least one; none listed: holds. */
export function dependenciesHold(
  dependencies: ValueDependencies | null | undefined,
  selection: Selection,
): boolean {
  if (!dependencies || dependencies.dependencies.length === 0) return true;
  const met = (dependency: ValueDependencies['dependencies'][number]) =>
    isValueSelected(selection, dependency.attributeCode, dependency.valueCode);
  return dependencies.type === 'AND'
    ? dependencies.dependencies.every(met)
    : dependencies.dependencies.some(met);
}

export function isOptionVisible(option: Option, selection: Selection): boolean {
  return isAllowedOnline(option) && dependenciesHold(option.valueDependencies, selection);
}

export function isValueVisible(option: Option, value: OptionValue, selection: Selection): boolean {
  return isOptionVisible(option, selection) && dependenciesHold(value.valueDependencies, selection);
}

export function visibleOptions(
  options: readonly Option[] | null | undefined,
  selection: Selection,
): Option[] {
  return (options ?? []).filter((option) => isOptionVisible(option, selection));
}

export function visibleValues(option: Option, selection: Selection): OptionValue[] {
  return option.values.filter((value) => isValueVisible(option, value, selection));
}
