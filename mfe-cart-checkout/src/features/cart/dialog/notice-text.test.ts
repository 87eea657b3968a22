import { createIntl } from 'react-intl';
import { cartNotices } from '../../../domain/cart-messages';
import { english } from '../../../i18n/messages';
import { noticeText } from './notice-text';

describe('the cart banner words refused promotions with the spec text', () => {
  it('in English, whatever the server appended', () => {
    const intl = createIntl({ locale: 'en', messages: english });
    const texts = cartNotices([
      { errorCode: 'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND', message: 'x' },
      {
        errorCode: 'COUPON_ERROR_NOT_ELIGIBLE',
        message: 'You are not Eligible for this coupon: Minimum order',
      },
      { errorCode: 'LOYALTY_ERR_NOT_ENOUGH_POINTS', message: 'x' },
      { errorCode: 'LOYALTY_ERR_PUNCH_CARD_INVALID', message: 'x' },
    ]).map((notice) => noticeText(intl, notice, null));
    expect(texts).toEqual([
      'Invalid Coupon',
      'You are not Eligible for this coupon',
      'Not enough points to redeem',
      'This punch card cannot be used online',
    ]);
  });
});
