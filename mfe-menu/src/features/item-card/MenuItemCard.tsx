import { Box, Flex, Text } from '@owa/shared/design-kit';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { cardLabels } from '../../domain/dietary/labels';
import { itemImageUrl } from '../../domain/image-sources';
import { messages } from '../../i18n/messages';
import { ThumbsUpButton } from '../thumbs-up';
import { CardAction } from './CardAction';
import { CardOpener } from './CardOpener';
import type { MenuItemCardProps } from './card-props';
import { DietaryIcons } from './DietaryIcons';
import { ItemPicture } from './ItemPicture';
import { itemCaloriesText } from './item-calories';
import { itemPriceText } from './item-price';

/**
 * One dish: picture, name, price, calories, dietary icons, likes, order limit and the way to add it
 * (spec 1 §2.5, issue 22). The whole card opens the item; the likes and Add keep their own presses.
 */
export const MenuItemCard = memo(function MenuItemCard(props: MenuItemCardProps) {
  const { item, mode, store, highlighted } = props;
  const intl = useIntl();
  const price = itemPriceText(item);
  const calories = itemCaloriesText(item, intl);
  const list = mode === 'LIST';
  const limit =
    typeof item.maxCardinality === 'number' && item.maxCardinality > 0 ? item.maxCardinality : null;
  return (
    <Flex
      as="article"
      position="relative"
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
      _hover={{ borderColor: highlighted ? undefined : 'border.emphasized' }}
      data-item-code={item.code}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-labelledby={`item-${item.code}`}
    >
      <ItemPicture url={itemImageUrl(item)} mode={mode} eager={props.eager} />
      <Flex direction="column" flex="1" minW="0" p={list ? '0' : '3'} gap="1">
        <CardOpener item={item} store={store} />
        {item.description ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {item.description}
          </Text>
        ) : null}
        <DietaryIcons labels={cardLabels(item)} />
        {limit ? (
          <Text fontSize="xs" color="fg.muted">
            {intl.formatMessage(messages.orderLimit, { limit })}
          </Text>
        ) : null}
        <Flex mt="auto" pt="1" align="center" justify="space-between" gap="2" wrap="wrap">
          <Text fontWeight="semibold" data-testid="item-price">
            {price.from ? intl.formatMessage(messages.fromPrice, { price: price.text }) : price.text}
          </Text>
          {calories ? (
            <Text fontSize="sm" color="fg.muted" data-testid="item-calories">
              {calories}
            </Text>
          ) : null}
          <Box flex="1" />
          {/* Above the opener's stretched box: these keep their own presses. */}
          <Flex position="relative" zIndex="1" align="center" gap="2">
            <ThumbsUpButton {...store} itemCode={item.code} itemName={item.name} count={item.thumbup ?? 0} />
            <CardAction {...props} availability={props.availabilityOf(item)} />
          </Flex>
        </Flex>
      </Flex>
    </Flex>
  );
});
