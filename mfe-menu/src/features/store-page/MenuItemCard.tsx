import type { MenuItem } from '@owa/shared';
import { Box, Button, Flex, Heading, Text } from '@owa/shared/design-kit';
import type { ItemAvailability } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

interface MenuItemCardProps {
  readonly item: MenuItem;
  readonly price: { readonly from: boolean; readonly text: string };
  readonly availability: ItemAvailability;
  readonly onAdd: (item: MenuItem) => void;
}

/** The card's words for why an item cannot be ordered (spec 1 §2.5). */
function unavailableMessage(availability: ItemAvailability) {
  if (availability.orderable) return null;
  if (availability.reason === 'outOfStock') return messages.soldOut;
  if (availability.reason === 'inStoreOnly') return messages.inStoreOnly;
  return messages.notAvailable;
}

export function MenuItemCard({ item, price, availability, onAdd }: MenuItemCardProps) {
  const intl = useIntl();
  const unavailable = unavailableMessage(availability);
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderColor="border"
      borderRadius="lg"
      bg="bg"
      p="3"
      minW="0"
      data-item-code={item.code}
      aria-labelledby={`item-${item.code}`}
    >
      <Flex justify="space-between" align="flex-start" gap="3">
        <Box flex="1" minW="0">
          <Heading as="h3" size="sm" id={`item-${item.code}`}>
            {item.name}
          </Heading>
          {item.description ? (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {item.description}
            </Text>
          ) : null}
          <Text fontWeight="semibold" mt="1" data-testid="item-price">
            {price.from ? intl.formatMessage(messages.fromPrice, { price: price.text }) : price.text}
          </Text>
          {typeof item.maxCardinality === 'number' && item.maxCardinality > 0 ? (
            <Text fontSize="xs" color="fg.muted">
              {intl.formatMessage(messages.orderLimit, { limit: item.maxCardinality })}
            </Text>
          ) : null}
        </Box>
        {unavailable ? (
          <Text fontSize="sm" color="fg.muted" fontWeight="medium" data-testid="item-unavailable">
            {intl.formatMessage(unavailable)}
          </Text>
        ) : (
          <Button
            size="sm"
            flexShrink={0}
            colorPalette="brand"
            aria-label={intl.formatMessage(messages.addItem, { name: item.name ?? item.code })}
            onClick={() => onAdd(item)}
          >
            {intl.formatMessage(messages.addShort)}
          </Button>
        )}
      </Flex>
    </Box>
  );
}
