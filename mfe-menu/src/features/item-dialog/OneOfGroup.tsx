import { useStaticClasses } from '@owa/shared/design-kit';
import { RadioGroup } from '@owa/shared/design-kit/dialogs';
import type { ReactNode } from 'react';
import { DIALOG_CLASSES } from './dialog-styles';

export interface OneOfChoice {
  readonly code: string;
  readonly disabled: boolean;
  readonly label: ReactNode;
}

interface OneOfGroupProps {
  readonly labelledBy: string;
  readonly value: string | null;
  readonly choices: readonly OneOfChoice[];
  readonly onChoose: (code: string) => void;
}

/**
 * An exactly-one choice (an option or a combo slot) as one Tab stop with arrow keys inside (WAI-ARIA
 * APG radio group). Browsers make every radio of a group with nothing checked a Tab stop, so until a
 * choice is made only the first enabled radio is reached by Tab; once one is checked, only it is.
 */
export function OneOfGroup({ labelledBy, value, choices, onChoose }: OneOfGroupProps) {
  const classes = useStaticClasses(DIALOG_CLASSES);
  const checked = choices.some((choice) => choice.code === value && !choice.disabled);
  const entry = checked ? null : (choices.find((choice) => !choice.disabled)?.code ?? null);
  return (
    <RadioGroup.Root
      colorPalette="brand"
      aria-labelledby={labelledBy}
      value={value}
      onValueChange={(details) => details.value && onChoose(details.value)}
    >
      <div className={classes.values}>
        {choices.map((choice) => (
          <RadioGroup.Item key={choice.code} value={choice.code} disabled={choice.disabled}>
            <RadioGroup.ItemHiddenInput tabIndex={entry !== null && choice.code !== entry ? -1 : undefined} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText flex="1">{choice.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </div>
    </RadioGroup.Root>
  );
}
