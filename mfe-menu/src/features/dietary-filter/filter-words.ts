import type { IntlShape } from 'react-intl';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { ALLERGEN_NAMES, LABEL_NAMES, dietaryMessages as m } from './messages';

/** "Only Vegetarian, Vegan · Without Milk": what the filters keep, in the diner's language. */
export function filterSummary(filter: DietaryFilter, intl: IntlShape): string {
  const parts: string[] = [];
  const list = (names: string[]) => names.join(', ');
  if (filter.needs.length > 0)
    parts.push(
      intl.formatMessage(m.summaryNeeds, {
        labels: list(filter.needs.map((label) => intl.formatMessage(LABEL_NAMES[label]))),
      }),
    );
  if (filter.avoid.length > 0)
    parts.push(
      intl.formatMessage(m.summaryAvoid, {
        allergens: list(filter.avoid.map((allergen) => intl.formatMessage(ALLERGEN_NAMES[allergen]))),
      }),
    );
  return parts.join(' · ');
}
