import type { Coupon } from '@owa/shared/entities';
import fc from 'fast-check';
import {
  checkCouponUse,
  hasPurchasableCoupons,
  ineligibleRuleDescriptions,
  isCouponValid,
  isCouponVisible,
  isPurchasableCoupon,
  visibleCoupons,
} from './coupons';
import { discountText } from './discount-text';
import { couponRefusalMessage, LOYALTY_MESSAGES } from './messages';
import {
  allowedFreeUnits,
  allowedStamps,
  canRedeemPunchCard,
  clampRedeemQuantity,
  isCouponPunchCard,
  punchCardProgress,
} from './punch-cards';
import {
  canAffordReward,
  maxRedeemableQuantity,
  maxRewardQuantity,
  missingPoints,
  pointsCommitted,
  remainingPoints,
  rewardStatus,
} from './rewards';

const fries = { id: 'R1', redeemPoints: 500, onlineRedeemable: true };
const fiveOff = { id: 'R2', redeemPoints: 1000, onlineRedeemable: true };

describe('spec 3 §5 reward affordability', () => {
  it('Jane (1,250 points) can afford $5 off (1,000) but not 20% off (3,000)', () => {
    expect(canAffordReward(1250, fiveOff, [])).toBe(true);
    expect(canAffordReward(1250, { redeemPoints: 3000 }, [])).toBe(false);
    expect(missingPoints(1250, { redeemPoints: 3000 }, [])).toBe(1750);
  });

  it('points already committed in the existing order count against her', () => {
    const existing = [{ rewardId: 'R1', qty: 1, redeemPoints: 500 }];
    expect(pointsCommitted(existing)).toBe(500);
    expect(canAffordReward(1250, fiveOff, existing)).toBe(false);
    expect(missingPoints(1250, fiveOff, existing)).toBe(250);
    expect(canAffordReward(1500, fiveOff, existing)).toBe(true);
    expect(remainingPoints(1250, existing)).toBe(750);
    expect(remainingPoints(100, existing)).toBe(0);
  });
});

describe('spec 3 §4 rewards: status and one active reward', () => {
  const base = { isLoggedIn: true, reward: fries, points: 1250 };

  it('is available when logged in, online, affordable and no other reward is active', () => {
    expect(rewardStatus(base)).toBe('available');
  });

  it('names the first failing condition', () => {
    expect(rewardStatus({ ...base, isLoggedIn: false })).toBe('loginRequired');
    expect(rewardStatus({ ...base, reward: { ...fries, onlineRedeemable: false } })).toBe(
      'inPersonRedeemable',
    );
    expect(rewardStatus({ ...base, activeRewardId: 'R2' })).toBe('removeFirst');
    expect(rewardStatus({ ...base, activeRewardId: 'R1' })).toBe('alreadyInCart');
    expect(rewardStatus({ ...base, points: 499 })).toBe('insufficientFunds');
  });

  it('compares ids across numbers and strings', () => {
    expect(rewardStatus({ ...base, reward: { ...fries, id: 7 }, activeRewardId: '7' })).toBe('alreadyInCart');
  });
});

describe('spec 3 §4 maximum redeemable quantity', () => {
  it('counts what the existing order already committed', () => {
    expect(maxRewardQuantity(1250, fries, [])).toBe(2);
    expect(maxRewardQuantity(1250, fries, [{ rewardId: 'R2', qty: 1, redeemPoints: 1000 }])).toBe(0);
  });

  it('is floor(remaining / redeemPoints)', () => {
    expect(maxRedeemableQuantity(1250, 500)).toBe(2);
    expect(maxRedeemableQuantity(499, 500)).toBe(0);
    expect(maxRedeemableQuantity(1000, 0)).toBe(0);
    expect(maxRedeemableQuantity(-5, 100)).toBe(0);
  });

  it('property: what it allows is affordable and one more is not', () => {
    fc.assert(
      fc.property(fc.nat(100000), fc.integer({ min: 1, max: 5000 }), (remaining, cost) => {
        const qty = maxRedeemableQuantity(remaining, cost);
        return qty >= 0 && qty * cost <= remaining && (qty + 1) * cost > remaining;
      }),
    );
  });
});

describe('spec 3 §4 punch cards', () => {
  const coffee = { id: 'P1', earned: 10, redeemCount: 10 };

  it("Jane's Coffee Card 10 of 10: one free coffee, 100%, Redeem enabled", () => {
    const allowed = allowedStamps(coffee, []);
    expect(allowed).toBe(10);
    expect(allowedFreeUnits(allowed, 10)).toBe(1);
    expect(punchCardProgress(allowed, 10)).toBe(100);
    expect(canRedeemPunchCard(allowed, 10)).toBe(true);
  });

  it('stamps used in the existing order are subtracted', () => {
    const allowed = allowedStamps(coffee, [{ id: 'P1', using: 1 }]);
    expect(allowed).toBe(0);
    expect(canRedeemPunchCard(allowed, 10)).toBe(false);
    expect(allowedStamps(coffee, [{ id: 'OTHER', using: 1 }])).toBe(10);
  });

  it('progress is capped at 100% and Redeem waits for it', () => {
    expect(punchCardProgress(25, 10)).toBe(100);
    expect(punchCardProgress(7, 10)).toBe(70);
    expect(canRedeemPunchCard(9, 10)).toBe(false);
    expect(punchCardProgress(5, 0)).toBe(0);
    expect(allowedFreeUnits(25, 10)).toBe(2);
    expect(allowedFreeUnits(25, 0)).toBe(0);
  });

  it('the redemption quantity stays between 0 and the allowed units', () => {
    expect(clampRedeemQuantity(3, 2)).toBe(2);
    expect(clampRedeemQuantity(-1, 2)).toBe(0);
    expect(clampRedeemQuantity(Number.NaN, 2)).toBe(0);
  });

  it('coupon-type cards show Check My Cart', () => {
    expect(isCouponPunchCard({ type: 'coupon' })).toBe(true);
    expect(isCouponPunchCard({ type: null })).toBe(false);
  });

  it('property: progress stays within 0..100 and units never go negative', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(50), fc.nat(20), (earned, redeemCount, using) => {
        const allowed = allowedStamps({ id: 1, earned, redeemCount }, [{ id: 1, using }]);
        const progress = punchCardProgress(allowed, redeemCount);
        return (
          allowed >= 0 && progress >= 0 && progress <= 100 && allowedFreeUnits(allowed, redeemCount) >= 0
        );
      }),
    );
  });
});

describe('spec 3 §4 coupon visibility and validity', () => {
  const welcome: Coupon = { id: 1, code: 'WELCOME10', uuid: 'u1', eligibilityResult: { isEligible: true } };
  const bogo: Coupon = {
    id: 2,
    code: 'BOGO',
    uuid: 'u2',
    eligibilityResult: {
      isEligible: false,
      shouldShowIfNotEligible: true,
      ruleDescriptions: ['Minimum order $25.00'],
    },
  };
  const gift: Coupon = { id: 3, name: '$25 Gift Coupon', charges: [{ price: 25 }] };
  const hidden: Coupon = { id: 4, uuid: 'u4', eligibilityResult: { isEligible: false } };

  it('shows eligible, show-if-not-eligible and purchasable coupons only', () => {
    expect(visibleCoupons([welcome, bogo, gift, hidden]).map((coupon) => coupon.id)).toEqual([1, 2, 3]);
    expect(isCouponVisible({})).toBe(false);
  });

  it('purchasable means charges and no uuid', () => {
    expect(isPurchasableCoupon(gift)).toBe(true);
    expect(isPurchasableCoupon({ ...gift, uuid: 'x' })).toBe(false);
    expect(isPurchasableCoupon({ charges: [] })).toBe(false);
    expect(hasPurchasableCoupons([welcome, gift])).toBe(true);
    expect(hasPurchasableCoupons([welcome])).toBe(false);
  });

  it('valid only when eligible and every rule passes; failing rules are listed', () => {
    expect(isCouponValid(welcome)).toBe(true);
    expect(isCouponValid(bogo)).toBe(false);
    expect(ineligibleRuleDescriptions(bogo)).toEqual(['Minimum order $25.00']);
    const ruled: Coupon = {
      id: 5,
      ruleResult: {
        ruleResults: [
          { isEligible: true, description: 'ok' },
          { isEligible: false, description: 'Weekdays only' },
        ],
      },
    };
    expect(isCouponValid(ruled)).toBe(false);
    expect(ineligibleRuleDescriptions(ruled)).toEqual(['Weekdays only']);
    expect(ineligibleRuleDescriptions(welcome)).toEqual([]);
  });
});

describe('spec 3 §4 and spec 2 §5 one active coupon', () => {
  const welcome: Coupon = { id: 1, code: 'WELCOME10', eligibilityResult: { isEligible: true } };
  const base = { isLoggedIn: true, coupon: welcome, previousOrderUsedCoupon: false, cartEmpty: false };

  it('allows an eligible coupon in a non-empty cart with none active', () => {
    expect(checkCouponUse(base)).toEqual({ allowed: true });
  });

  it('refuses in the spec order with the spec messages', () => {
    const reason = (input: Partial<typeof base> & { activeCouponCode?: string }) => {
      const check = checkCouponUse({ ...base, ...input });
      return check.allowed ? 'allowed' : check.reason;
    };
    expect(reason({ isLoggedIn: false })).toBe('loginRequired');
    expect(reason({ activeCouponCode: 'OTHER' })).toBe('removeActiveFirst');
    expect(reason({ activeCouponCode: 'WELCOME10' })).toBe('alreadyInCart');
    expect(reason({ previousOrderUsedCoupon: true })).toBe('previousOrderUsedCoupon');
    expect(reason({ coupon: { ...welcome, eligibilityResult: { isEligible: false } } })).toBe('notEligible');
    expect(reason({ cartEmpty: true })).toBe('emptyCart');
    expect(couponRefusalMessage('removeActiveFirst')).toBe('Please remove your active coupon first');
    expect(couponRefusalMessage('previousOrderUsedCoupon')).toBe('A previous order already used a coupon');
    expect(couponRefusalMessage('notEligible')).toBe('You are not Eligible for this coupon');
    expect(couponRefusalMessage('emptyCart')).toBe('The cart must not be empty');
    expect(couponRefusalMessage('loginRequired')).toBeUndefined();
    expect(LOYALTY_MESSAGES.removeActiveReward).toBe('Please remove your active Reward Option');
  });
});

describe('spec 3 §3 discount text', () => {
  it("percent fractions read '{n}% off', rounded", () => {
    expect(discountText({ percent: 0.2 })).toBe('20% off');
    expect(discountText({ percent: 0.125 })).toBe('13% off');
    expect(discountText({ percent: 0.1 })).toBe('10% off');
  });

  it("amounts read '$n off' in dollars", () => {
    expect(discountText({ amount: 5 })).toBe('$5 off');
    expect(discountText({ amount: 2.5 })).toBe('$2.50 off');
  });

  it('nothing for a free-item reward', () => {
    expect(discountText({})).toBeUndefined();
    expect(discountText(null)).toBeUndefined();
    expect(discountText({ percent: 0, amount: 0 })).toBeUndefined();
  });
});
