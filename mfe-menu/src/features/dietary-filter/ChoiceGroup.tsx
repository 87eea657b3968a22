import { useStaticClasses } from '@owa/shared/design-kit';
import { memo } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { DIETARY_CLASSES } from './dietary-styles';
import { FilterChoice } from './FilterChoice';

interface ChoiceGroupProps<T extends string> {
  readonly legend: MessageDescriptor;
  /** Every choice, in the order shown (and kept in the filter). */
  readonly choices: readonly T[];
  readonly names: Readonly<Record<T, MessageDescriptor>>;
  readonly chosen: readonly T[];
  /** The chosen list after one choice was turned on or off, in the choices' order. */
  readonly onChange: (chosen: T[]) => void;
}

/**
 * One group of the dietary sheet's choices (the needs to keep, or the allergens to hide). Memoised,
 * with one toggle for all its chips that reads the latest choice: a press renders the chip it
 * changed, not all nineteen.
 */
function ChoiceGroupView<T extends string>({
  legend,
  choices,
  names,
  chosen,
  onChange,
}: ChoiceGroupProps<T>) {
  const intl = useIntl();
  const classes = useStaticClasses(DIETARY_CLASSES);
  const toggle = useLatestCallback((entry: T, on: boolean) =>
    onChange(choices.filter((candidate) => (candidate === entry ? on : chosen.includes(candidate)))),
  );
  return (
    <fieldset>
      <legend className={classes.legend}>{intl.formatMessage(legend)}</legend>
      <div className={classes.choices}>
        {choices.map((choice) => (
          <FilterChoice
            key={choice}
            choice={choice}
            label={intl.formatMessage(names[choice])}
            checked={chosen.includes(choice)}
            onToggle={toggle}
          />
        ))}
      </div>
    </fieldset>
  );
}

export const ChoiceGroup = memo(ChoiceGroupView) as typeof ChoiceGroupView;
