import { useStaticClasses } from '@owa/shared/design-kit';
import type { ItemAvailability } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { canAddMore } from '../../domain/card-quantity';
import { needsConfiguration } from '../../domain/needs-configuration';
import { messages } from '../../i18n/messages';
import { openingPress, warmItemDialog } from '../item-dialog';
import { addFromCard } from './add-item';
import { CardStepper } from './CardStepper';
import { focusIfPressed, rememberCardFocus } from './card-focus';
import type { MenuItemCardProps } from './card-props';
import { CARD_CLASSES } from './card-styles';

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
  const classes = useStaticClasses(CARD_CLASSES);
  const unavailable = unavailableMessage(availability);
  if (unavailable) {
    return (
      <p className={classes.unavailable} data-testid="item-unavailable">
        {intl.formatMessage(unavailable)}
      </p>
    );
  }
  if (inCart > 0) return <CardStepper item={item} store={store} inCart={inCart} addDisabled={disabled} />;
  return (
    <button
      type="button"
      className={classes.add}
      aria-label={intl.formatMessage(messages.addItem, { name: item.name })}
      disabled={disabled || !canAddMore(inCart, item.maxCardinality)}
      ref={focusIfPressed(item.code)}
      // The press, before its click: the dialog's code starts on its way a finger's lift sooner.
      onPointerDown={() => needsConfiguration(item) && warmItemDialog()}
      onClick={() => {
        rememberCardFocus(item.code);
        if (needsConfiguration(item)) openingPress(item);
        addFromCard(item, store.storeId, store.menuCode);
      }}
    >
      {intl.formatMessage(messages.addShort)}
    </button>
  );
}
