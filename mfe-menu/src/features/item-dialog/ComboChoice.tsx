import type { MenuItem, Relation } from '@owa/shared';
import { Flex, Text } from '@owa/shared/design-kit';
import { Checkbox } from '@owa/shared/design-kit/dialogs';
import {
  canAddToRelation,
  chargedPriceCents,
  comboItemStepper,
  formatCents,
  type RelationSelection,
} from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { useMenuDispatch } from '../../lib/hooks';
import { comboItemQuantitySet, comboItemToggled } from './item-dialog-slice';
import { itemDialogMessages as m } from './messages';
import { Stepper } from './Stepper';

/** A combo item's name and what choosing it adds to the combo (its forCombo price). */
export function ComboItemText({ item }: { readonly item: MenuItem }) {
  const intl = useIntl();
  const extra = chargedPriceCents(item.charges, { inCombo: true }, item.price);
  return (
    <Flex justify="space-between" gap="2" w="full">
      <span>{item.name}</span>
      {/* An isolate keeps "+$1.00" in one piece in right-to-left languages. */}
      <Text as="bdi" color="fg.muted">
        {item.outOfStock ? intl.formatMessage(m.soldOut) : null}
        {!item.outOfStock && extra > 0
          ? intl.formatMessage(m.extraPrice, { price: formatCents(extra) })
          : null}
      </Text>
    </Flex>
  );
}

interface ComboChoiceProps {
  readonly relation: Relation;
  readonly relations: RelationSelection;
  readonly item: MenuItem;
}

/** One item of a slot that is not a one-of choice: a toggle at maximum 1, else steppers. */
export function ComboChoice({ relation, relations, item }: ComboChoiceProps) {
  const dispatch = useMenuDispatch();
  const codes = { relationCode: relation.code, itemCode: item.code };
  const qty = (relations[relation.code] ?? []).find((choice) => choice.code === item.code)?.qty ?? 0;
  if (relation.maxCardinality === 1) {
    return (
      <Checkbox.Root
        checked={qty > 0}
        disabled={item.outOfStock === true}
        onCheckedChange={() => dispatch(comboItemToggled(codes))}
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
      label={<ComboItemText item={item} />}
      name={item.name}
      quantity={qty}
      canDecrement={stepper.canRemove}
      canIncrement={stepper.canAdd && (qty > 0 || canAddToRelation(relation, relations, item))}
      onDecrement={() => dispatch(comboItemQuantitySet({ ...codes, qty: qty - 1 }))}
      // A new item comes in at the slot's per-item minimum, which the toggle applies.
      onIncrement={() =>
        dispatch(qty === 0 ? comboItemToggled(codes) : comboItemQuantitySet({ ...codes, qty: qty + 1 }))
      }
    />
  );
}
