import type { DietaryLabel } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { CARD_CLASSES } from './card-styles';

/** The card's words for each label (spec 1 §2.5: gluten free reads 'GLUTEN FRIENDLY'). */
const CARD_WORDS = {
  VEGETARIAN: messages.itemCardVegetarian,
  VEGAN: messages.itemCardVegan,
  GLUTEN_FRIENDLY: messages.itemCardGlutenFriendly,
  HALAL: messages.dietaryCardHalal,
  SPICY: messages.dietaryCardSpicy,
} as const satisfies Record<DietaryLabel, { id: string }>;

/** One small icon per label, so a label reads at a glance in any language. */
const ICON_PATHS: Record<DietaryLabel, string> = {
  VEGETARIAN:
    'M17 8C8 10 5.9 16.2 3.8 21.3l1.9.7 1-2.3c.5.2 1 .3 1.3.3C19 20 22 3 22 3c-1 2-8 2.3-13 3.3S2 11.5 2 13.5s1.8 3.8 1.8 3.8C7 8 17 8 17 8z',
  VEGAN: 'M3 4h3.6L12 16.2 17.4 4H21l-7.4 16h-3.2z',
  GLUTEN_FRIENDLY:
    'M11 2h2v20h-2zM11 8C8 8 6 6 6 3c3 0 5 2 5 5zm2 0c0-3 2-5 5-5 0 3-2 5-5 5zm-2 6c-3 0-5-2-5-5 3 0 5 2 5 5zm2 0c0-3 2-5 5-5 0 3-2 5-5 5z',
  HALAL: 'M14.5 3a9 9 0 1 0 6.9 14.8A7.5 7.5 0 1 1 14.5 3z',
  SPICY: 'M13 2c3 3 6 6.5 6 11a7 7 0 0 1-14 0c0-2.6 1.4-4.6 3-6 0 2.2.8 3.6 2.4 4C10.2 7.8 11 4.8 13 2z',
};

/**
 * The labels every configuration of the item keeps, each an icon with its words (issue 22). Each
 * badge is one image to assistive technology, named by its label.
 */
export function DietaryIcons({ labels }: { readonly labels: readonly DietaryLabel[] }) {
  const intl = useIntl();
  const classes = useStaticClasses(CARD_CLASSES);
  if (labels.length === 0) return null;
  return (
    <div className={classes.labels}>
      {labels.map((label) => {
        const words = intl.formatMessage(CARD_WORDS[label]);
        return (
          <span
            key={label}
            className={label === 'SPICY' ? classes.spicyLabel : classes.label}
            role="img"
            aria-label={words}
            data-dietary={label}
          >
            <svg viewBox="0 0 24 24" className={classes.labelIcon} aria-hidden="true" fill="currentColor">
              <path d={ICON_PATHS[label]} />
            </svg>
            {words}
          </span>
        );
      })}
    </div>
  );
}
