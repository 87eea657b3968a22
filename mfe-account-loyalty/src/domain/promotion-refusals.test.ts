import { clearsCoupon, promotionRefusals, refusalReason } from './promotion-refusals';

const applied = { couponId: 'c1', rewardIds: ['RW-FRIES'], punchCardIds: ['pc1', 'pc2'] };

describe('promotionRefusals (spec 2 §8, spec 3 §4)', () => {
  it('names each applied card of a refused kind with the server code', () => {
    expect(
      promotionRefusals(applied, [
        { kind: 'reward', code: 'LOYALTY_ERR_NOT_ENOUGH_POINTS' },
        { kind: 'punchCard', code: 'LOYALTY_ERR_PUNCH_CARD_INVALID' },
      ]),
    ).toEqual([
      { kind: 'reward', id: 'RW-FRIES', code: 'LOYALTY_ERR_NOT_ENOUGH_POINTS' },
      { kind: 'punchCard', id: 'pc1', code: 'LOYALTY_ERR_PUNCH_CARD_INVALID' },
      { kind: 'punchCard', id: 'pc2', code: 'LOYALTY_ERR_PUNCH_CARD_INVALID' },
    ]);
  });

  it('refuses nothing of a kind that is not applied (an answer for an earlier cart)', () => {
    const none = { couponId: null, rewardIds: [], punchCardIds: [] };
    expect(promotionRefusals(none, [{ kind: 'coupon', code: 'COUPON_ERROR_NOT_ELIGIBLE' }])).toEqual([]);
  });

  it('keeps a cleared coupon refusal until another coupon is applied', () => {
    const kept = { kind: 'coupon' as const, id: 'c1', code: 'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND' };
    const cleared = { couponId: null, rewardIds: [], punchCardIds: [] };
    expect(promotionRefusals(cleared, [], kept)).toEqual([kept]);
    expect(promotionRefusals({ ...cleared, couponId: 'c2' }, [], kept)).toEqual([]);
  });

  it('only the invalid coupon code clears the coupon', () => {
    expect(clearsCoupon({ kind: 'coupon', id: 'c1', code: 'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND' })).toBe(
      true,
    );
    expect(clearsCoupon({ kind: 'coupon', id: 'c1', code: 'COUPON_ERROR_NOT_ELIGIBLE' })).toBe(false);
  });

  it('words every API code, and an unknown one by its kind', () => {
    expect(refusalReason({ kind: 'coupon', code: 'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND' })).toBe(
      'couponInvalid',
    );
    expect(refusalReason({ kind: 'reward', code: 'LOYALTY_ERR_LOGIN_REQUIRED' })).toBe('rewardLogin');
    expect(refusalReason({ kind: 'reward', code: 'LOYALTY_ERR_SOMETHING_NEW' })).toBe('rewardUnavailable');
  });
});
