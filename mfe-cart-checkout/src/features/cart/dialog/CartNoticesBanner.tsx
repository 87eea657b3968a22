import { Alert, Button, Stack, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { CartDispatch, CartRootState } from '../../../app/store';
import { cartNotices } from '../../../domain/cart-messages';
import { messages } from '../../../i18n/messages';
import { selectValidationErrors } from '../cart-slice';
import { priceCart } from '../price-cart';
import { noticeText } from './notice-text';

/** The error banner: what the server found wrong with the cart, or a failed update with a retry. */
export function CartNoticesBanner() {
  const intl = useIntl();
  const dispatch = useDispatch<CartDispatch>();
  const cart = useSelector((state: CartRootState) => state.cart);
  const store = useSelector((state: CartRootState) => state.storeInfo.store);
  const errors = useSelector(selectValidationErrors);
  if (cart.status === 'failed')
    return (
      <Alert.Root status="error" data-testid="cart-error-banner">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {intl.formatMessage(messages.cartPricingFailed, {
              message: cart.errorMessage ?? cart.errorCode ?? '',
            })}
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" onClick={() => void dispatch(priceCart())}>
          {intl.formatMessage(messages.cartRetry)}
        </Button>
      </Alert.Root>
    );
  const notices = cart.lines.length > 0 ? cartNotices(errors) : [];
  if (notices.length === 0) return null;
  return (
    <Alert.Root status="error" data-testid="cart-error-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Stack gap="1">
          {notices.map((notice) => (
            <Text key={notice.kind === 'server' || notice.kind === 'promotion' ? notice.code : notice.kind}>
              {noticeText(intl, notice, store)}
            </Text>
          ))}
        </Stack>
      </Alert.Content>
    </Alert.Root>
  );
}
