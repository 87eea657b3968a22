import { Alert, Button, Stack, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { cartNotices } from '../../../domain/cart-messages';
import { cartActions, selectValidationErrors } from '../cart-slice';
import { messages } from '../messages';
import { useCartDispatch, useCartSelector } from '../state';
import { noticeText } from './notice-text';

/** The error banner: what the server found wrong with the cart, or a failed update with a retry. */
export function CartNoticesBanner() {
  const intl = useIntl();
  const dispatch = useCartDispatch();
  const cart = useCartSelector((state) => state.cart);
  const store = useCartSelector((state) => state.storeInfo.store);
  const errors = useCartSelector(selectValidationErrors);
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
        <Button size="sm" onClick={() => dispatch(cartActions.pricingRetried())}>
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
