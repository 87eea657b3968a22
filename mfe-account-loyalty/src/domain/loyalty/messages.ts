// The literal texts the spec gives for loyalty refusals (spec 2 §8, spec 3 §8). Keys without a
// literal text in the spec are translation keys for the UI's messages.
import type { CouponUseRefusal } from './coupons';

export const LOYALTY_MESSAGES = {
  loginToSeeRewards: 'Please login to see your rewards',
  notEnoughPoints: 'Not enough points to redeem',
  removeActiveReward: 'Please remove your active Reward Option',
  removeActiveCoupon: 'Please remove your active coupon first',
  previousOrderUsedCoupon: 'A previous order already used a coupon',
  notEligible: 'You are not Eligible for this coupon',
  noAccess: 'You do not have access to this coupon',
  invalidCoupon: 'Invalid Coupon',
  emptyCart: 'The cart must not be empty',
  punchCardOpenFailed: 'Unable to open punch card. Please refresh the page and try again.',
} as const;

/** The message shown when a coupon cannot be used; undefined where the UI acts instead (login dialog). */
export function couponRefusalMessage(reason: CouponUseRefusal): string | undefined {
  switch (reason) {
    case 'removeActiveFirst':
      return LOYALTY_MESSAGES.removeActiveCoupon;
    case 'previousOrderUsedCoupon':
      return LOYALTY_MESSAGES.previousOrderUsedCoupon;
    case 'notEligible':
      return LOYALTY_MESSAGES.notEligible;
    case 'emptyCart':
      return LOYALTY_MESSAGES.emptyCart;
    case 'loginRequired':
    case 'alreadyInCart':
      return undefined;
  }
}
