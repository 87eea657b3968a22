import { Flex, IconButton, Text } from '@owa/shared/design-kit';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
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
  return (
    <Flex align="center" gap="2" w="full">
      <Flex flex="1" minW="0">
        {label}
      </Flex>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage(m.decrease, { name })}
        disabled={!canDecrement}
        onClick={onDecrement}
      >
        −
      </IconButton>
      <Text minW="6" textAlign="center" aria-live="polite" fontWeight="semibold">
        {quantity}
      </Text>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={intl.formatMessage(m.increase, { name })}
        disabled={!canIncrement}
        onClick={onIncrement}
      >
        +
      </IconButton>
    </Flex>
  );
}
