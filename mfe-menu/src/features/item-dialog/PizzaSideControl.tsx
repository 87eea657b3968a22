import type { Option, OptionValue, PizzaSide } from '@owa/shared';
import { Flex } from '@owa/shared/design-kit';
import { RadioGroup } from '@owa/shared/design-kit/dialogs';
import { formatCents, valueUnitPriceCents } from '@owa/shared/domain';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useMenuDispatch } from '../../lib/hooks';
import { pizzaSideChosen } from './item-dialog-slice';
import { itemDialogMessages as m } from './messages';

const SIDES: readonly { side: PizzaSide; label: MessageDescriptor }[] = [
  { side: 0, label: m.sideLeft },
  { side: 1, label: m.sideWhole },
  { side: 2, label: m.sideRight },
];

/** Spec 1 §4.6: a topping on the left half, the whole pizza or the right half, priced per side. */
export function PizzaSideControl({
  option,
  value,
  side,
}: {
  option: Option;
  value: OptionValue;
  side: PizzaSide;
}) {
  const intl = useIntl();
  const dispatch = useMenuDispatch();
  const name = value.value ?? value.code;
  return (
    <RadioGroup.Root
      colorPalette="brand"
      size="sm"
      value={String(side)}
      aria-label={intl.formatMessage(m.pizzaSide, { name })}
      onValueChange={(details) =>
        dispatch(
          pizzaSideChosen({
            optionCode: option.code,
            valueCode: value.code,
            side: Number(details.value) as PizzaSide,
          }),
        )
      }
      ps="7"
    >
      <Flex gap="3" wrap="wrap">
        {SIDES.map(({ side: choice, label }) => (
          <RadioGroup.Item key={choice} value={String(choice)}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText fontSize="sm">
              {intl.formatMessage(label)} ({formatCents(valueUnitPriceCents(option, value, choice))})
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Flex>
    </RadioGroup.Root>
  );
}
