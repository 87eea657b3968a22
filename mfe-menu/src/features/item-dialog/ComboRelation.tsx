import type { MenuItem, Relation } from '@owa/shared';
import { Badge, Flex, Stack, Text } from '@owa/shared/design-kit';
import { Checkbox, Fieldset, RadioGroup } from '@owa/shared/design-kit/overlays';
import {
  canAddToRelation,
  chargedPriceCents,
  comboItemStepper,
  formatCents,
  isRelationSatisfied,
  relationQuantity,
  slotItem,
  slotItemCodes,
} from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { useMenuDispatch } from '../../app/hooks';
import { comboItemQuantitySet, comboItemToggled } from './item-dialog-slice';
import { itemDialogMessages as m } from './messages';
import { boundsMessage, PANEL_COLOURS, relationPanelId } from './option-labels';
import { Stepper } from './Stepper';
import type { useItemDialog } from './use-item-dialog';

function ComboItemText({ item }: { readonly item: MenuItem }) {
  const intl = useIntl();
  const extra = chargedPriceCents(item.charges, { inCombo: true }, item.price);
  return (
    <Flex justify="space-between" gap="2" w="full">
      <span>{item.name}</span>
      <Text as="span" color="fg.muted">
        {item.outOfStock ? intl.formatMessage(m.soldOut) : null}
        {!item.outOfStock && extra > 0
          ? intl.formatMessage(m.extraPrice, { price: formatCents(extra) })
          : null}
      </Text>
    </Flex>
  );
}

/** A combo slot (spec 1 §4.6): toggle, replace at maximum 1, steppers above 1. */
export function ComboRelation({
  relation,
  model,
}: {
  relation: Relation;
  model: ReturnType<typeof useItemDialog>;
}) {
  const intl = useIntl();
  const dispatch = useMenuDispatch();
  const relations = model.dialog.working?.relations ?? {};
  const chosen = relations[relation.code] ?? [];
  const min = Math.max(0, relation.minCardinality ?? 0);
  const max = relation.maxCardinality ?? -1;
  const status =
    min === 0
      ? 'grey'
      : isRelationSatisfied(relation, relationQuantity(relations, relation.code))
        ? 'success'
        : 'error';
  const items = slotItemCodes(relation)
    .map((code) => slotItem(relation, code, model.findItem))
    .filter((item): item is MenuItem => item !== undefined);
  const bounds = boundsMessage(min, max);
  const legendId = `${relationPanelId(relation.code)}-legend`;
  const codes = (itemCode: string) => ({ relationCode: relation.code, itemCode });
  return (
    <Fieldset.Root
      id={relationPanelId(relation.code)}
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
          <Text fontWeight="semibold">{relation.name ?? relation.code}</Text>
          <Badge colorPalette={status === 'error' ? 'red' : status === 'success' ? 'green' : 'gray'}>
            {intl.formatMessage(min > 0 ? m.required : m.optional)}
          </Badge>
        </Flex>
      </Fieldset.Legend>
      {bounds ? (
        <Fieldset.HelperText fontSize="sm" color="fg.muted" mt="0">
          {intl.formatMessage(bounds[0], bounds[1])}
        </Fieldset.HelperText>
      ) : null}
      {max === 1 && min >= 1 ? (
        <RadioGroup.Root
          aria-labelledby={legendId}
          value={chosen[0]?.code ?? null}
          onValueChange={(details) => details.value && dispatch(comboItemToggled(codes(details.value)))}
        >
          <Stack gap="2">
            {items.map((item) => (
              <RadioGroup.Item key={item.code} value={item.code} disabled={item.outOfStock === true}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText flex="1">
                  <ComboItemText item={item} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      ) : (
        <Stack gap="2">
          {items.map((item) => {
            const qty = chosen.find((choice) => choice.code === item.code)?.qty ?? 0;
            if (max === 1) {
              return (
                <Checkbox.Root
                  key={item.code}
                  checked={qty > 0}
                  disabled={item.outOfStock === true}
                  onCheckedChange={() => dispatch(comboItemToggled(codes(item.code)))}
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label flex="1">
                    <ComboItemText item={item} />
                  </Checkbox.Label>
                </Checkbox.Root>
              );
            }
            const stepper = comboItemStepper(relation, relations, item.code);
            return (
              <Stepper
                key={item.code}
                label={<ComboItemText item={item} />}
                name={item.name}
                quantity={qty}
                canDecrement={stepper.canRemove}
                canIncrement={stepper.canAdd && (qty > 0 || canAddToRelation(relation, relations, item))}
                onDecrement={() => dispatch(comboItemQuantitySet({ ...codes(item.code), qty: qty - 1 }))}
                onIncrement={() =>
                  dispatch(
                    qty === 0
                      ? comboItemToggled(codes(item.code))
                      : comboItemQuantitySet({ ...codes(item.code), qty: qty + 1 }),
                  )
                }
              />
            );
          })}
        </Stack>
      )}
    </Fieldset.Root>
  );
}
