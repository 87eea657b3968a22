import type { MenuItem, OptionValue } from '@owa/shared';
import { useMemo } from 'react';
import { isDietaryFilterActive, itemFits, valueFits } from '../../domain/dietary/filter';
import { useDietaryFilter } from '../dietary-filter';

/**
 * The diner's dietary filters as the dialog applies them (issue 22): values and combo items that do
 * not fit are not offered; one already chosen (an edited line) stays, marked as not fitting.
 */
export function useDialogFilter(findItem: (code: string) => MenuItem | undefined) {
  const { filter } = useDietaryFilter();
  return useMemo(() => {
    const active = isDietaryFilterActive(filter);
    return {
      active,
      valueFits: (value: OptionValue) => !active || valueFits(value, filter),
      itemFits: (item: MenuItem) => !active || itemFits(item, filter, findItem),
    };
  }, [filter, findItem]);
}

export type DialogFilter = ReturnType<typeof useDialogFilter>;
