import { Box, Flex, Heading, Text } from '@owa/shared/design-kit';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { itemImageUrl } from '../../domain/image-sources';
import { messages } from '../../i18n/messages';
import { ThumbsUpButton } from '../thumbs-up';
import { CardAction } from './CardAction';
import type { MenuItemCardProps } from './card-props';
import { ItemPicture } from './ItemPicture';
import { ItemTags } from './ItemTags';
import { itemPriceText } from './item-price';

/** One dish: picture, name, price, tags, likes, order limit and the way to add it (spec 1 §2.5). */
export const MenuItemCard = memo(function MenuItemCard(props: MenuItemCardProps) {
  const { item, mode, store, highlighted } = props;
  const intl = useIntl();
  const price = itemPriceText(item);
  const list = mode === 'LIST';
  const limit =
    typeof item.maxCardinality === 'number' && item.maxCardinality > 0 ? item.maxCardinality : null;
  return (
    <Flex
      as="article"
      direction={list ? 'row-reverse' : 'column'}
      gap={list ? '3' : '0'}
      p={list ? '3' : '0'}
      borderWidth="1px"
      borderColor={highlighted ? 'brand.solid' : 'border'}
      outline={highlighted ? '3px solid' : undefined}
      outlineColor="brand.solid"
      borderRadius="lg"
      overflow="hidden"
      bg="bg"
      minW="0"
      minH={list ? '160px' : undefined}
      data-item-code={item.code}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-labelledby={`item-${item.code}`}
    >
      <ItemPicture url={itemImageUrl(item)} mode={mode} eager={props.eager} />
      <Flex direction="column" flex="1" minW="0" p={list ? '0' : '3'} gap="1">
        <Heading as="h3" size="sm" id={`item-${item.code}`}>
          {item.name}
        </Heading>
        {item.description ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {item.description}
          </Text>
        ) : null}
        <ItemTags tags={item.tags} />
        {limit ? (
          <Text fontSize="xs" color="fg.muted">
            {intl.formatMessage(messages.orderLimit, { limit })}
          </Text>
        ) : null}
        <Flex mt="auto" pt="1" align="center" justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold" data-testid="item-price">
            {price.from ? intl.formatMessage(messages.fromPrice, { price: price.text }) : price.text}
          </Text>
          <Box flex="1" />
          <ThumbsUpButton {...store} itemCode={item.code} itemName={item.name} count={item.thumbup ?? 0} />
          <CardAction {...props} availability={props.availabilityOf(item)} />
        </Flex>
      </Flex>
    </Flex>
  );
});
