import type { MenuItem } from '@owa/shared';
import type { IntlShape } from 'react-intl';
import { calorieRange } from '../../domain/dietary/nutrition';
import { messages } from '../../i18n/messages';

/** "420 Cal", or "430–860 Cal" for an item whose choices change it; null when the menu gives none. */
export function itemCaloriesText(item: MenuItem, intl: IntlShape): string | null {
  const range = calorieRange(item);
  if (!range) return null;
  if (range.min === range.max)
    return intl.formatMessage(messages.dietaryCalories, { calories: intl.formatNumber(range.min) });
  return intl.formatMessage(messages.dietaryCalorieRange, {
    min: intl.formatNumber(range.min),
    max: intl.formatNumber(range.max),
  });
}
