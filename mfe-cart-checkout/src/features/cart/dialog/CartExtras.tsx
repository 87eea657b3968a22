import { Slot } from '@owa/shared';
import { Field, Switch, Textarea } from '@owa/shared/design-kit/dialogs';
import { useIntl } from 'react-intl';
import { orderContextActions, selectStoreContext } from '../../order-context';
import { cartActions } from '../cart-slice';
import { messages } from '../messages';
import { useCartDispatch, useCartSelector } from '../state';

/** The take-out switch of dine-in orders (spec 2 §2), where the store allows it. */
export function TakeoutSwitch() {
  const intl = useIntl();
  const dispatch = useCartDispatch();
  const context = useCartSelector((state) => selectStoreContext(state));
  const storeId = useCartSelector((state) => state.orderContext.storeId);
  const allowed = useCartSelector(
    (state) => state.storeInfo.store?.settings?.orderSettings?.allowTakeoutOnDineIn,
  );
  if (context.orderType !== 'DINE_IN' || !allowed || !storeId) return null;
  return (
    <Switch.Root
      checked={context.takeout}
      onCheckedChange={(details) =>
        dispatch(orderContextActions.takeoutToggled({ storeId, takeout: details.checked }))
      }
      colorPalette="brand"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{intl.formatMessage(messages.cartTakeout)}</Switch.Label>
    </Switch.Root>
  );
}

/** Order notes, hidden when the store disables special requests (spec 2 §2). */
export function OrderNotes() {
  const intl = useIntl();
  const dispatch = useCartDispatch();
  const notes = useCartSelector((state) => state.cart.orderNotes);
  const hidden = useCartSelector(
    (state) => state.storeInfo.store?.settings?.orderSettings?.disableSpecialRequestforItem === true,
  );
  if (hidden) return null;
  return (
    <Field.Root>
      <Field.Label>{intl.formatMessage(messages.cartNotes)}</Field.Label>
      <Textarea
        name="order_notes"
        maxLength={500}
        rows={2}
        value={notes}
        onChange={(event) => dispatch(cartActions.orderNotesChanged(event.currentTarget.value))}
      />
    </Field.Root>
  );
}

/** The account team's promotions area in the cart (rewards, punch cards, coupons; spec 2 §2): their parcel. */
export function PromotionsRegion() {
  return <Slot name="account:cart-promotions" />;
}

/** The menu team's "goes well with" suggestions (issue 22): their parcel, through the host's slot. */
export function SuggestionsRegion() {
  return <Slot name="menu:goes-well-with" />;
}
