/**
 * The cart's wording of a refused coupon, reward or punch card (spec 2 §8, spec 3 §4): the spec's
 * literal text where it has one, else the API's.
 */
export const promotionErrorMessages = {
  promotionCouponInvalid: { id: 'cart.promotionError.couponInvalid', defaultMessage: 'Invalid Coupon' },
  promotionCouponNotEligible: {
    id: 'cart.promotionError.couponNotEligible',
    defaultMessage: 'You are not Eligible for this coupon',
  },
  promotionCouponLogin: {
    id: 'cart.promotionError.couponLogin',
    defaultMessage: 'Please log in to use this coupon',
  },
  promotionRewardUnavailable: {
    id: 'cart.promotionError.rewardUnavailable',
    defaultMessage: 'This reward is not available',
  },
  promotionRewardPoints: {
    id: 'cart.promotionError.rewardPoints',
    defaultMessage: 'Not enough points to redeem',
  },
  promotionRewardLogin: {
    id: 'cart.promotionError.rewardLogin',
    defaultMessage: 'Please log in to redeem rewards',
  },
  promotionPunchCardInvalid: {
    id: 'cart.promotionError.punchCardInvalid',
    defaultMessage: 'This punch card cannot be used online',
  },
} as const;

/** The message of each code the cart words itself. */
export const PROMOTION_ERROR_MESSAGE: Readonly<Record<string, keyof typeof promotionErrorMessages>> = {
  COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND: 'promotionCouponInvalid',
  COUPON_ERROR_NOT_ELIGIBLE: 'promotionCouponNotEligible',
  COUPON_ERROR_LOGIN_REQUIRED: 'promotionCouponLogin',
  LOYALTY_ERR_REWARD_NOT_FOUND: 'promotionRewardUnavailable',
  LOYALTY_ERR_NOT_ENOUGH_POINTS: 'promotionRewardPoints',
  LOYALTY_ERR_LOGIN_REQUIRED: 'promotionRewardLogin',
  LOYALTY_ERR_PUNCH_CARD_INVALID: 'promotionPunchCardInvalid',
};
