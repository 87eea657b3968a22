// Loyalty reads (spec 3 §7): the customer's rewards at a store, the store's reward options, coupons.
import * as v from 'valibot';
import { CouponSchema, PunchCardSchema, RewardOptionSchema } from '../entities/loyalty.js';

/** GET /customer/profile/store: points, coupons (held and purchasable) and punch cards. */
export const CustomerRewardsAnswerSchema = v.object({
  customerId: v.number(),
  storeId: v.string(),
  points: v.number(),
  coupons: v.array(CouponSchema),
  punchCards: v.array(PunchCardSchema),
});

/** GET /rewards: the store's reward options. */
export const RewardOptionsAnswerSchema = v.array(RewardOptionSchema);

/** GET /rewards/coupons: the group's coupons as a visitor sees them. */
export const CouponsAnswerSchema = v.array(CouponSchema);
