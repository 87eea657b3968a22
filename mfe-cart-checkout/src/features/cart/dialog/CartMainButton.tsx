import { Button } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import type { CartAction } from '../../../domain/cart-action';
import { messages } from '../messages';
import { useCartMainAction } from './use-cart-main-action';

const LABELS: Record<CartAction, (typeof messages)[keyof typeof messages]> = {
  'start-shopping': messages.actionStartShopping,
  login: messages.actionLogin,
  'scan-table-qr': messages.actionScanTable,
  'enter-table': messages.actionEnterTable,
  'pay-offline-now': messages.actionPayInPerson,
  'add-sub-order': messages.actionAddToOrder,
  'enter-address': messages.actionEnterAddress,
  checkout: messages.actionCheckout,
};

/** The cart's main action, one of the seven cases of spec 2 §2. */
export function CartMainButton() {
  const intl = useIntl();
  const { action, blocked, run } = useCartMainAction({
    tableRequired: intl.formatMessage(messages.cartTableRequired),
  });
  return (
    <Button colorPalette="brand" width="full" size="lg" onClick={run} disabled={blocked} data-action={action}>
      {intl.formatMessage(LABELS[action])}
    </Button>
  );
}
