import { Badge, Button, Text } from '@owa/shared/design-kit';
import type { ItemAvailability } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { canAddMore } from '../../domain/card-quantity';
import { messages } from '../../i18n/messages';
import { addFromCard } from './add-item';
import type { MenuItemCardProps } from './MenuItemCard';

/** The card's words for why an item cannot be ordered (spec 1 §2.5). */
function unavailableMessage(availability: ItemAvailability) {
  if (availability.orderable) return null;
  if (availability.reason === 'outOfStock') return messages.soldOut;
  if (availability.reason === 'inStoreOnly') return messages.inStoreOnly;
  return messages.notAvailable;
}

/** Add, or why not; the units already in the cart and the order limit of §4.7. */
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
  return (
    <>
      {inCart > 0 ? (
        <Badge colorPalette="brand" variant="subtle" data-testid="item-in-cart">
          {intl.formatMessage(messages.itemCardInCart, { count: inCart })}
        </Badge>
      ) : null}
      <Button
        size="sm"
        flexShrink={0}
        colorPalette="brand"
        aria-label={intl.formatMessage(messages.addItem, { name: item.name })}
        disabled={disabled || !canAddMore(inCart, item.maxCardinality)}
        onClick={() => addFromCard(item, store.storeId, store.menuCode)}
      >
        {intl.formatMessage(messages.addShort)}
      </Button>
    </>
  );
}
