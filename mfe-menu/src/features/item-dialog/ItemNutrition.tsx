import { useStaticClasses } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import type { Nutrition } from '../../domain/dietary/nutrition';
import { ALLERGEN_NAMES, Disclaimer, dietaryMessages as m } from '../dietary-filter';
import { DIALOG_CLASSES } from './dialog-styles';
import type { useItemDialog } from './use-item-dialog';

/**
 * The allergens of the configuration on screen (issue 22): they change as choices are made (Cheese
 * adds Milk to Build Your Burger), and the change is read out. Then the store's disclaimer.
 */
export function ItemAllergens({ model }: { readonly model: ReturnType<typeof useItemDialog> }) {
  const intl = useIntl();
  const classes = useStaticClasses(DIALOG_CLASSES);
  const allergens = model.nutrition?.allergens ?? [];
  return (
    <section aria-label={intl.formatMessage(m.allergensHeading)} data-testid="item-allergens">
      <p className={classes.smallStrong} aria-live="polite">
        {allergens.length > 0
          ? intl.formatMessage(m.contains, {
              allergens: allergens.map((allergen) => intl.formatMessage(ALLERGEN_NAMES[allergen])).join(', '),
            })
          : intl.formatMessage(m.containsNone)}
      </p>
      {model.filter.active ? (
        <p className={classes.smallMuted}>{intl.formatMessage(m.choicesFiltered)}</p>
      ) : null}
      <div className={classes.disclaimerGap}>
        <Disclaimer store={model.dialog.store} />
      </div>
    </section>
  );
}

/** The calories of one unit of the configuration on screen, shown beside its price. */
export function ItemCalories({ nutrition }: { readonly nutrition: Nutrition | null }) {
  const intl = useIntl();
  const classes = useStaticClasses(DIALOG_CLASSES);
  if (nutrition?.calories === null || nutrition?.calories === undefined) return null;
  return (
    <p className={classes.calories} data-testid="item-dialog-calories">
      {intl.formatMessage(m.calories, { calories: intl.formatNumber(nutrition.calories) })}
    </p>
  );
}
