import type { MenuItem } from '@owa/shared';
import { Box, Button, Flex, Heading, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

interface MenuItemCardProps {
  readonly item: MenuItem;
  readonly price: { readonly from: boolean; readonly text: string };
  readonly onAdd: (item: MenuItem) => void;
}

export function MenuItemCard({ item, price, onAdd }: MenuItemCardProps) {
  const intl = useIntl();
  const soldOut = item.outOfStock === true;
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
        {soldOut ? (
          <Text fontSize="sm" color="fg.error">
            {intl.formatMessage(messages.soldOut)}
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
