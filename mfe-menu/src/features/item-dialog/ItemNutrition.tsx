import { Box, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import type { Nutrition } from '../../domain/dietary/nutrition';
import { ALLERGEN_NAMES, Disclaimer, dietaryMessages as m } from '../dietary-filter';
import type { useItemDialog } from './use-item-dialog';

/**
 * The allergens of the configuration on screen (issue 22): they change as choices are made (Cheese
 * adds Milk to Build Your Burger), and the change is read out. Then the store's disclaimer.
 */
export function ItemAllergens({ model }: { readonly model: ReturnType<typeof useItemDialog> }) {
  const intl = useIntl();
  const allergens = model.nutrition?.allergens ?? [];
  return (
    <Box as="section" aria-label={intl.formatMessage(m.allergensHeading)} data-testid="item-allergens">
      <Text fontSize="sm" fontWeight="medium" aria-live="polite">
        {allergens.length > 0
          ? intl.formatMessage(m.contains, {
              allergens: allergens.map((allergen) => intl.formatMessage(ALLERGEN_NAMES[allergen])).join(', '),
            })
          : intl.formatMessage(m.containsNone)}
      </Text>
      {model.filter.active ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(m.choicesFiltered)}
        </Text>
      ) : null}
      <Box mt="1">
        <Disclaimer store={model.dialog.store} />
      </Box>
    </Box>
  );
}

/** The calories of one unit of the configuration on screen, shown beside its price. */
export function ItemCalories({ nutrition }: { readonly nutrition: Nutrition | null }) {
  const intl = useIntl();
  if (nutrition?.calories === null || nutrition?.calories === undefined) return null;
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="end" data-testid="item-dialog-calories">
      {intl.formatMessage(m.calories, { calories: intl.formatNumber(nutrition.calories) })}
    </Text>
  );
}
