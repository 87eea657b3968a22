import { chakra, Flex } from '@owa/shared/design-kit';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
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

/** One group of the dietary sheet's choices (the needs to keep, or the allergens to hide). */
export function ChoiceGroup<T extends string>({
  legend,
  choices,
  names,
  chosen,
  onChange,
}: ChoiceGroupProps<T>) {
  const intl = useIntl();
  const toggle = (entry: T, on: boolean) =>
    onChange(choices.filter((candidate) => (candidate === entry ? on : chosen.includes(candidate))));
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="semibold" fontSize="sm" mb="2">
        {intl.formatMessage(legend)}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {choices.map((choice) => (
          <FilterChoice
            key={choice}
            label={intl.formatMessage(names[choice])}
            checked={chosen.includes(choice)}
            onChange={(on) => toggle(choice, on)}
          />
        ))}
      </Flex>
    </chakra.fieldset>
  );
}
