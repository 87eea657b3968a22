import { cartNotices, noticeKey } from './cart-messages';
import { promotionErrors } from './promotion-errors';

const refused = [
  {
    errorCode: 'COUPON_ERROR_NOT_ELIGIBLE',
    message: 'You are not Eligible for this coupon: Minimum order $25.00',
  },
  { errorCode: 'ORD_ERR_0039', message: 'Order amount too small' },
  { errorCode: 'LOYALTY_ERR_NOT_ENOUGH_POINTS', message: 'Not enough points to redeem' },
  { errorCode: 'LOYALTY_ERR_PUNCH_CARD_INVALID', message: 'Only 0 free items on Coffee' },
  { errorCode: 'LOYALTY_ERR_PUNCH_CARD_INVALID', message: 'This punch card cannot be used online' },
];

describe('refused promotions (spec 2 §8, spec 3 §4)', () => {
  it('names each refused coupon, reward and punch card once by its code, other errors left out', () => {
    expect(promotionErrors(refused)).toEqual([
      { kind: 'coupon', code: 'COUPON_ERROR_NOT_ELIGIBLE' },
      { kind: 'reward', code: 'LOYALTY_ERR_NOT_ENOUGH_POINTS' },
      { kind: 'punchCard', code: 'LOYALTY_ERR_PUNCH_CARD_INVALID' },
    ]);
    expect(promotionErrors([{ errorCode: 'ORD_ERR_0039', message: 'x' }])).toEqual([]);
  });

  it('the banner words them itself (not the server English) next to the other notices', () => {
    const notices = cartNotices(refused);
    expect(notices).toEqual([
      { kind: 'promotion', promotion: 'coupon', code: 'COUPON_ERROR_NOT_ELIGIBLE' },
      { kind: 'minimum', orderType: 'PICKUP' },
      { kind: 'promotion', promotion: 'reward', code: 'LOYALTY_ERR_NOT_ENOUGH_POINTS' },
      { kind: 'promotion', promotion: 'punchCard', code: 'LOYALTY_ERR_PUNCH_CARD_INVALID' },
    ]);
    // The snack speaks again only when the set of refusals changes.
    expect(noticeKey(notices)).toBe(noticeKey(cartNotices([...refused].reverse()).reverse()));
  });
});
