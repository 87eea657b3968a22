import { bus } from '@owa/shared';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cartNotices, noticeKey } from '../../../domain/cart-messages';
import { selectValidationErrors } from '../cart-slice';
import { messages } from '../messages';
import { useCartSelector } from '../state';
import { noticeText } from './notice-text';

/**
 * Spec 2 §2: the cart's error is also an error snack while the cart is not empty: once per change of
 * the errors, never again on each add while the same error stands.
 */
export function useCartErrorSnack(): void {
  const intl = useIntl();
  const errors = useCartSelector(selectValidationErrors);
  const empty = useCartSelector((state) => state.cart.lines.length === 0);
  const store = useCartSelector((state) => state.storeInfo.store);
  const said = useRef('');
  useEffect(() => {
    const notices = empty ? [] : cartNotices(errors).filter((notice) => notice.kind !== 'address-required');
    const key = noticeKey(notices);
    if (key === said.current) return;
    said.current = key;
    if (notices.length === 0) return;
    const message = notices.map((notice) => noticeText(intl, notice, store)).join(' ');
    bus.emit('shell:snack', {
      message: intl.formatMessage(messages.cartErrorSnack, { message }),
      status: 'error',
    });
  }, [errors, empty, store, intl]);
}
