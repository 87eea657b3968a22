import type { ItemAttribute, Option } from '@owa/shared';
import { Badge, Flex, Stack, Text } from '@owa/shared/design-kit';
import { Fieldset, RadioGroup } from '@owa/shared/design-kit/overlays';
import { effectiveBounds, optionPanelStatus, selectedValueCodes, visibleValues } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { useMenuDispatch } from '../../app/hooks';
import { valueChosen } from './item-dialog-slice';
import { itemDialogMessages as m } from './messages';
import { OptionValueRow, ValueText } from './OptionValueRow';
import { boundsMessage, optionPanelId, PANEL_COLOURS } from './option-labels';

interface OptionGroupProps {
  readonly option: Option;
  readonly selection: readonly ItemAttribute[];
}

/** One option panel (spec 1 §4.6): coloured by status, its bounds, free count and values. */
export function OptionGroup({ option, selection }: OptionGroupProps) {
  const intl = useIntl();
  const dispatch = useMenuDispatch();
  const status = optionPanelStatus(option, selection);
  const { min, max } = effectiveBounds(option, selection);
  const values = visibleValues(option, selection);
  const bounds = boundsMessage(min, max);
  const legendId = `${optionPanelId(option.code)}-legend`;
  return (
    <Fieldset.Root
      id={optionPanelId(option.code)}
      data-status={status}
      tabIndex={-1}
      borderWidth="2px"
      borderColor={PANEL_COLOURS[status]}
      borderRadius="md"
      p="3"
      gap="2"
    >
      <Fieldset.Legend id={legendId} w="full">
        <Flex justify="space-between" align="center" gap="2" w="full">
          <Text fontWeight="semibold">{option.name ?? option.code}</Text>
          <Badge colorPalette={status === 'error' ? 'red' : status === 'success' ? 'green' : 'gray'}>
            {intl.formatMessage(min > 0 ? m.required : m.optional)}
          </Badge>
        </Flex>
      </Fieldset.Legend>
      <Fieldset.HelperText fontSize="sm" color="fg.muted" mt="0">
        {bounds ? intl.formatMessage(bounds[0], bounds[1]) : null}
        {bounds && option.numFree ? ' · ' : null}
        {option.numFree ? intl.formatMessage(m.freeCount, { count: option.numFree }) : null}
      </Fieldset.HelperText>
      {max === 1 && min >= 1 ? (
        <RadioGroup.Root
          aria-labelledby={legendId}
          value={selectedValueCodes(selection, option.code)[0] ?? null}
          onValueChange={(details) =>
            details.value && dispatch(valueChosen({ optionCode: option.code, valueCode: details.value }))
          }
        >
          <Stack gap="2">
            {values.map((value) => (
              <RadioGroup.Item key={value.code} value={value.code} disabled={value.outOfStock === true}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText flex="1">
                  <ValueText option={option} value={value} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <Stack gap="2">
          {values.map((value) => (
            <OptionValueRow key={value.code} option={option} value={value} selection={selection} />
          ))}
        </Stack>
      )}
    </Fieldset.Root>
  );
}
