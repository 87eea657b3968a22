import type { MenuItem } from '@owa/shared';
import { Text } from '@owa/shared/design-kit';
import { canDecrementQuantity, canIncrementQuantity, minimumQuantity } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { useMenuDispatch } from '../../lib/hooks';
import { quantityChanged } from './item-dialog-slice';
import { itemDialogMessages as m } from './messages';
import { Stepper } from './Stepper';

/** Spec 1 §5 "Quantity": never below the item's minimum, never past its per-cart maximum. */
export function QuantityStepper({
  item,
  quantity,
  inCartCount,
}: {
  item: MenuItem;
  quantity: number;
  inCartCount: number;
}) {
  const intl = useIntl();
  const dispatch = useMenuDispatch();
  const minimum = minimumQuantity(item);
  return (
    <Stepper
      label={
        <Text fontWeight="semibold">
          {intl.formatMessage(m.quantity)}
          {minimum > 1 ? (
            <Text as="span" fontWeight="normal" color="fg.muted" fontSize="sm" ms="2">
              {intl.formatMessage(m.minimumQuantity, { count: minimum })}
            </Text>
          ) : null}
        </Text>
      }
      name={item.name}
      quantity={quantity}
      canDecrement={canDecrementQuantity(quantity, item)}
      canIncrement={canIncrementQuantity(quantity, item, inCartCount)}
      onDecrement={() => dispatch(quantityChanged(quantity - 1))}
      onIncrement={() => dispatch(quantityChanged(quantity + 1))}
    />
  );
}
