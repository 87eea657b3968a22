import { IconButton, useStaticClasses } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DIALOG_CLASSES } from './dialog-styles';
import { itemDialogMessages as m } from './messages';

interface StepperProps {
  readonly label: ReactNode;
  /** Names the buttons: "Fewer Onion Rings", "More Onion Rings". */
  readonly name: string;
  readonly quantity: number;
  readonly canDecrement: boolean;
  readonly canIncrement: boolean;
  readonly onDecrement: () => void;
  readonly onIncrement: () => void;
}

/** Minus, the quantity (announced when it changes) and plus. */
export function Stepper({
  label,
  name,
  quantity,
  canDecrement,
  canIncrement,
  onDecrement,
  onIncrement,
}: StepperProps) {
  const intl = useIntl();
  const classes = useStaticClasses(DIALOG_CLASSES);
  return (
    <div className={classes.stepper}>
      <div className={classes.stepperLabel}>{label}</div>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage(m.decrease, { name })}
        disabled={!canDecrement}
        onClick={onDecrement}
      >
        −
      </IconButton>
      <p className={classes.stepperCount} aria-live="polite">
        {quantity}
      </p>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage(m.increase, { name })}
        disabled={!canIncrement}
        onClick={onIncrement}
      >
        +
      </IconButton>
    </div>
  );
}
