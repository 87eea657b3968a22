import { useStaticClasses } from '@owa/shared/design-kit';
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { DIETARY_CLASSES } from './dietary-styles';

interface DietaryButtonProps {
  /** How many filters are on (shown as a count). */
  readonly active: number;
  readonly open: boolean;
  readonly onOpen: () => void;
  /** Intent (hover, focus): load the filters' code before the press. */
  readonly onIntent: () => void;
}

/** "Dietary": opens the dietary filters (issue 22); the count says how many are on. */
export const DietaryButton = forwardRef<HTMLButtonElement, DietaryButtonProps>(function DietaryButton(
  { active, open, onOpen, onIntent },
  ref,
) {
  const intl = useIntl();
  const classes = useStaticClasses(DIETARY_CLASSES);
  return (
    <button
      type="button"
      ref={ref}
      className={active > 0 ? classes.buttonFiltered : classes.button}
      aria-haspopup="dialog"
      aria-expanded={open}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onClick={onOpen}
      data-testid="dietary-button"
    >
      <svg
        viewBox="0 0 24 24"
        className={classes.buttonIcon}
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
      </svg>
      {intl.formatMessage(messages.dietaryFilterButton)}
      {active > 0 ? <span className={classes.count}>{intl.formatNumber(active)}</span> : null}
    </button>
  );
});
