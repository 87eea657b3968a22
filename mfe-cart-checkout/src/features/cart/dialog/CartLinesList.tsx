import { Box, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { cartDialogActions } from '../cart-dialog-slice';
import { pricedLines } from '../cart-slice';
import { messages } from '../messages';
import { useCartDispatch, useCartSelector } from '../state';
import { CartLineRow } from './CartLineRow';
import { useOptionNames } from './use-option-names';

/** The cart's lines as the server priced them (as added until the answer comes). */
export function CartLinesList() {
  const intl = useIntl();
  const dispatch = useCartDispatch();
  const cart = useCartSelector((state) => state.cart);
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
          onEdit={() => dispatch(cartDialogActions.cartClosed())}
        />
      ))}
    </Box>
  );
}
