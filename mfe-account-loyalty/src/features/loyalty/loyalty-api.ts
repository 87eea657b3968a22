import { siteApi } from '@owa/shared';
import { CouponSchema, CustomerRewardsSchema, RewardOptionListSchema } from '@owa/shared/entities';
import * as v from 'valibot';

const CouponListSchema = v.array(CouponSchema);

/** GET /rewards: the store's reward options (spec 3 §7); public, a session adds nothing here. */
export function fetchRewardOptions(storeId: string) {
  return siteApi().request('/rewards', { schema: RewardOptionListSchema, storeId, silent: true });
}

/** GET /customer/profile/store: the customer's points, coupons and punch cards at the store. */
export function fetchCustomerRewards(storeId: string) {
  return siteApi().request('/customer/profile/store', {
    schema: CustomerRewardsSchema,
    storeId,
    silent: true,
  });
}

/** GET /rewards/coupons: the group's coupons as a visitor sees them (spec 3 §4: guests get all coupons). */
export function fetchVisitorCoupons(storeId: string) {
  return siteApi().request('/rewards/coupons', { schema: CouponListSchema, storeId, silent: true });
}
