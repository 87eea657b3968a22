import type { ItemAttribute, Option, OptionValue } from '@owa/shared';
import { useStaticClasses } from '@owa/shared/design-kit';
import { Checkbox } from '@owa/shared/design-kit/dialogs';
import {
  effectiveBounds,
  formatCents,
  isSelectionBlocked,
  isUnlimited,
  selectionEntry,
  valueQuantity,
  valueUnitPriceCents,
} from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { useMenuDispatch } from '../../lib/hooks';
import { dietaryMessages } from '../dietary-filter';
import { DIALOG_CLASSES } from './dialog-styles';
import { valueChosen, valueReduced, valueToggled } from './item-dialog-slice';
import { itemDialogMessages as m } from './messages';
import { PizzaSideControl } from './PizzaSideControl';
import { Stepper } from './Stepper';

/**
 * A value's name, its price for a whole portion and whether it is sold out; a chosen value that does
 * not fit the diner's dietary filters says so (issue 22).
 */
export function ValueText({
  option,
  value,
  misfit = false,
}: {
  readonly option: Option;
  readonly value: OptionValue;
  readonly misfit?: boolean;
}) {
  const intl = useIntl();
  const classes = useStaticClasses(DIALOG_CLASSES);
  const cents = valueUnitPriceCents(option, value, 1);
  return (
    <span className={classes.value}>
      <span>
        {value.value ?? value.code}
        {misfit ? (
          <span className={classes.misfit}>{intl.formatMessage(dietaryMessages.doesNotFit)}</span>
        ) : null}
      </span>
      {/* An isolate keeps "+$1.00" in one piece in right-to-left languages. */}
      <bdi className={classes.valuePrice}>
        {value.outOfStock ? intl.formatMessage(m.soldOut) : null}
        {!value.outOfStock && cents > 0
          ? intl.formatMessage(m.extraPrice, { price: formatCents(cents) })
          : null}
      </bdi>
    </span>
  );
}

interface OptionValueRowProps {
  readonly option: Option;
  readonly value: OptionValue;
  readonly selection: readonly ItemAttribute[];
  readonly misfit: boolean;
}

/** A checkbox (a stepper when the value may be taken more than once), pizza sides once chosen. */
export function OptionValueRow({ option, value, selection, misfit }: OptionValueRowProps) {
  const dispatch = useMenuDispatch();
  const classes = useStaticClasses(DIALOG_CLASSES);
  const codes = { optionCode: option.code, valueCode: value.code };
  const quantity = valueQuantity(selection, option.code, value.code);
  const { max } = effectiveBounds(option, selection);
  // One-of options replace their choice, so only their sold-out values are ever refused.
  const blocked = value.outOfStock === true || (max !== 1 && isSelectionBlocked(option, value, selection));
  const ownMax = value.maxCardinality;
  const repeatable =
    !option.pizzaTopping && ownMax !== null && ownMax !== undefined && (isUnlimited(ownMax) || ownMax > 1);
  const side = selectionEntry(selection, option.code)?.attrValueList.find(
    (chosen) => chosen.code === value.code,
  )?.option;

  if (repeatable) {
    return (
      <Stepper
        label={<ValueText option={option} value={value} misfit={misfit} />}
        name={value.value ?? value.code}
        quantity={quantity}
        canDecrement={quantity > 0}
        canIncrement={!blocked}
        onDecrement={() => dispatch(valueReduced(codes))}
        onIncrement={() => dispatch(valueChosen(codes))}
      />
    );
  }
  return (
    <div className={classes.valueRow}>
      <Checkbox.Root
        checked={quantity > 0}
        disabled={quantity === 0 && blocked}
        onCheckedChange={() => dispatch(valueToggled(codes))}
        colorPalette="brand"
        w="full"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label flex="1">
          <ValueText option={option} value={value} misfit={misfit} />
        </Checkbox.Label>
      </Checkbox.Root>
      {option.pizzaTopping && quantity > 0 ? (
        <PizzaSideControl option={option} value={value} side={side ?? 1} />
      ) : null}
    </div>
  );
}
