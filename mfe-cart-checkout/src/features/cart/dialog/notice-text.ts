import { formatCents } from '@owa/shared/domain';
import type { Store } from '@owa/shared/entities';
import type { IntlShape } from 'react-intl';
import type { CartNotice } from '../../../domain/cart-messages';
import { messages } from '../messages';
import { PROMOTION_ERROR_MESSAGE } from '../promotion-error-messages';

/** A notice in the diner's language; minimums come from the store in cents (spec 2 §5). */
export function noticeText(intl: IntlShape, notice: CartNotice, store: Store | null): string {
  if (notice.kind === 'address-required') return intl.formatMessage(messages.deliveryMustBeSet);
  if (notice.kind === 'server') return notice.message;
  if (notice.kind === 'promotion') {
    const key = PROMOTION_ERROR_MESSAGE[notice.code];
    return key ? intl.formatMessage(messages[key]) : notice.code;
  }
  const settings =
    notice.orderType === 'DELIVERY' ? store?.settings?.deliverySettings : store?.settings?.pickupSettings;
  const amount = formatCents(settings?.minimumOrderValueInCents ?? 0);
  return intl.formatMessage(
    notice.orderType === 'DELIVERY' ? messages.cartMinimumDelivery : messages.cartMinimumPickup,
    {
      amount,
    },
  );
}
