// The loyalty definitions as stored (coupons, punch cards, reward options): the fields the API
// reads, typed with the contract's pieces. Loose objects, so what the views pass through as it is
// (translations, images, charges) is kept.
import { DiscountRuleSchema, PromotionTargetSchema } from '@owa/shared/entities';
import * as v from 'valibot';
import { parseStored } from '../../db/stored.js';

/** Where a definition's item is in the catalogue. */
const MenuItemRefSchema = v.looseObject({ menuCode: v.nullish(v.string()), itemCode: v.nullish(v.string()) });
export type MenuItemRef = v.InferOutput<typeof MenuItemRefSchema>;

/** A coupon's condition, judged against the customer's cart (MIN_ORDER: minOrderCents). */
const CouponRuleSchema = v.looseObject({
  type: v.string(),
  minOrderCents: v.nullish(v.number()),
  description: v.string(),
});
export type CouponRule = v.InferOutput<typeof CouponRuleSchema>;

const common = {
  name: v.nullish(v.string()),
  discountRule: v.nullish(DiscountRuleSchema),
  /** Cents. */
  discountAmount: v.nullish(v.number()),
  targets: v.nullish(v.array(PromotionTargetSchema)),
  menuItemRef: v.nullish(MenuItemRefSchema),
  onlineRedeemable: v.nullish(v.boolean()),
};

export const StoredCouponSchema = v.looseObject({ ...common, rules: v.nullish(v.array(CouponRuleSchema)) });
export const StoredPunchCardSchema = v.looseObject({ ...common, redeemCount: v.nullish(v.number()) });
export const StoredRewardSchema = v.looseObject({
  ...common,
  rewardName: v.nullish(v.string()),
  redeemPoints: v.nullish(v.number()),
});

export type StoredCoupon = v.InferOutput<typeof StoredCouponSchema>;
export type StoredPunchCard = v.InferOutput<typeof StoredPunchCardSchema>;
export type StoredReward = v.InferOutput<typeof StoredRewardSchema>;

/** Rows with their definition's document parsed. */
export function withDocument<R extends { document: unknown }, S extends v.GenericSchema>(
  schema: S,
  what: string,
) {
  return (row: R): Omit<R, 'document'> & { document: v.InferOutput<S> } => ({
    ...row,
    document: parseStored(schema, row.document, what),
  });
}
