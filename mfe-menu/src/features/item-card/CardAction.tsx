import { Button, Text } from '@owa/shared/design-kit';
import type { ItemAvailability } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { canAddMore } from '../../domain/card-quantity';
import { messages } from '../../i18n/messages';
import { addFromCard } from './add-item';
import { CardStepper } from './CardStepper';
import { focusIfPressed, rememberCardFocus } from './card-focus';
import type { MenuItemCardProps } from './card-props';

/** The card's words for why an item cannot be ordered (spec 1 §2.5). */
function unavailableMessage(availability: ItemAvailability) {
  if (availability.orderable) return null;
  if (availability.reason === 'outOfStock') return messages.soldOut;
  if (availability.reason === 'inStoreOnly') return messages.inStoreOnly;
  return messages.notAvailable;
}

/** Add, or why not; once in the cart, the stepper of §4.7 (within the order limit). */
export function CardAction({
  item,
  availability,
  store,
  disabled,
  inCart,
}: MenuItemCardProps & { readonly availability: ItemAvailability }) {
  const intl = useIntl();
  const unavailable = unavailableMessage(availability);
  if (unavailable) {
    return (
      <Text fontSize="sm" color="fg.muted" fontWeight="medium" data-testid="item-unavailable">
        {intl.formatMessage(unavailable)}
      </Text>
    );
  }
  if (inCart > 0) return <CardStepper item={item} store={store} inCart={inCart} addDisabled={disabled} />;
  return (
    <Button
      size="sm"
      flexShrink={0}
      colorPalette="brand"
      aria-label={intl.formatMessage(messages.addItem, { name: item.name })}
      disabled={disabled || !canAddMore(inCart, item.maxCardinality)}
      ref={focusIfPressed(item.code)}
      onClick={() => {
        rememberCardFocus(item.code);
        addFromCard(item, store.storeId, store.menuCode);
      }}
    >
      {intl.formatMessage(messages.addShort)}
    </Button>
  );
}
