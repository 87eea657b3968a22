import { useStaticClasses } from '@owa/shared/design-kit';
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { cardLabels } from '../../domain/dietary/labels';
import { itemImageUrl } from '../../domain/image-sources';
import { messages } from '../../i18n/messages';
import { ThumbsUpButton } from '../thumbs-up';
import { CardAction } from './CardAction';
import { CardOpener } from './CardOpener';
import type { MenuItemCardProps } from './card-props';
import { CARD_CLASSES } from './card-styles';
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
  const classes = useStaticClasses(CARD_CLASSES);
  const look = `${list ? 'list' : 'card'}${highlighted ? 'Highlighted' : ''}` as const;
  return (
    <article
      className={classes[look]}
      data-item-code={item.code}
      data-highlighted={highlighted ? 'true' : undefined}
      aria-labelledby={`item-${item.code}`}
    >
      <ItemPicture url={itemImageUrl(item)} mode={mode} eager={props.eager} />
      <div className={list ? classes.listBody : classes.cardBody}>
        <CardOpener item={item} store={store} />
        {item.description ? <p className={classes.description}>{item.description}</p> : null}
        <DietaryIcons labels={cardLabels(item)} />
        {limit ? <p className={classes.limit}>{intl.formatMessage(messages.orderLimit, { limit })}</p> : null}
        <div className={classes.footer}>
          <p className={classes.price} data-testid="item-price">
            {price.from ? intl.formatMessage(messages.fromPrice, { price: price.text }) : price.text}
          </p>
          {calories ? (
            <p className={classes.calories} data-testid="item-calories">
              {calories}
            </p>
          ) : null}
          <div className={classes.spacer} />
          <div className={classes.actions}>
            <ThumbsUpButton {...store} itemCode={item.code} itemName={item.name} count={item.thumbup ?? 0} />
            <CardAction {...props} availability={props.availabilityOf(item)} />
          </div>
        </div>
      </div>
    </article>
  );
});
