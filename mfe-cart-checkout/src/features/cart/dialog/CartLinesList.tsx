import { Box, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { CartDispatch, CartRootState } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { pricedLines } from '../cart-slice';
import { CartLineRow } from './CartLineRow';
import { dialogsActions } from './dialogs-slice';
import { useOptionNames } from './use-option-names';

/** The cart's lines as the server priced them (as added until the answer comes). */
export function CartLinesList() {
  const intl = useIntl();
  const dispatch = useDispatch<CartDispatch>();
  const cart = useSelector((state: CartRootState) => state.cart);
  const names = useOptionNames(cart.storeId, cart.lines[0]?.menuCode);
  if (cart.lines.length === 0)
    return (
      <Text py="6" textAlign="center" color="fg.muted" data-testid="cart-empty">
        {intl.formatMessage(messages.cartEmpty)}
      </Text>
    );
  return (
    <Box as="ul" aria-label={intl.formatMessage(messages.cartLines)} p="0" m="0">
      {pricedLines(cart).map((line) => (
        <CartLineRow
          key={line.uuid ?? line.code}
          line={line}
          storeId={cart.storeId ?? ''}
          names={names}
          onEdit={() => dispatch(dialogsActions.cartClosed())}
        />
      ))}
    </Box>
  );
}
