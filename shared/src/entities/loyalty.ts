// Loyalty entities of spec 3 §3: reward options, coupons, punch cards, referral promo and the
// customer's rewards. Amount fields named ...InCents or discountAmount are cents (spec 2 §9); points
// are whole numbers.
import * as v from 'valibot';
import { ChargeSchema, ItemAttributeSchema, MenuItemSchema } from './menu.js';
import { IdSchema, LineErrorSchema, NameTranslationSchema } from './primitives.js';

/** Promotion targeting, spec 3 §3. */
export const PromotionTargetSchema = v.object({
  targetType: v.string(),
  targetCodes: v.nullish(v.array(v.string())),
});
export type PromotionTarget = v.InferOutput<typeof PromotionTargetSchema>;

/** A child line of a reward's or coupon's prepared order item. */
export const PromotionOrderItemChildSchema = v.object({
  code: v.nullish(v.string()),
  qty: v.nullish(v.number()),
  name: v.nullish(v.string()),
  nameTranslation: v.nullish(NameTranslationSchema),
  price: v.nullish(v.number()),
  itemPrice: v.nullish(v.number()),
  unitDiscount: v.nullish(v.number()),
  charges: v.nullish(v.array(ChargeSchema)),
  itemAttributeList: v.nullish(v.array(ItemAttributeSchema)),
});
export const PromotionOrderItemSchema = v.object({
  code: v.nullish(v.string()),
  childItemList: v.nullish(v.array(PromotionOrderItemChildSchema)),
});
export type PromotionOrderItem = v.InferOutput<typeof PromotionOrderItemSchema>;

/**
 * discountRule: percent is a fraction (0.2 is 20% off), amount is dollars; exactly one is set for
 * a discount reward, neither for a free-item reward.
 */
export const DiscountRuleSchema = v.object({
  percent: v.nullish(v.number()),
  amount: v.nullish(v.number()),
});
export type DiscountRule = v.InferOutput<typeof DiscountRuleSchema>;

/** Reward option (redeemed with points), spec 3 §3. */
export const RewardOptionSchema = v.object({
  id: IdSchema,
  rewardName: v.nullish(v.string()),
  name: v.nullish(v.string()),
  imageUrl: v.nullish(v.string()),
  redeemPoints: v.number(),
  onlineRedeemable: v.nullish(v.boolean()),
  validTo: v.nullish(v.string()),
  expireDate: v.nullish(v.string()),
  discountRule: v.nullish(DiscountRuleSchema),
  /** Cents. */
  discountAmount: v.nullish(v.number()),
  menuItem: v.nullish(MenuItemSchema),
  orderItem: v.nullish(PromotionOrderItemSchema),
  qty: v.nullish(v.number()),
  storeId: v.nullish(IdSchema),
});
export type RewardOption = v.InferOutput<typeof RewardOptionSchema>;

export const RewardOptionListSchema = v.array(RewardOptionSchema);

/** A reward redeemed in an existing order (spec 3 §3 "Existing order"). */
export const RedemptionItemSchema = v.object({
  rewardId: IdSchema,
  qty: v.number(),
  redeemPoints: v.number(),
});
export type RedemptionItem = v.InferOutput<typeof RedemptionItemSchema>;

/** Punch card (stamps), spec 3 §3. earned and redeemCount are stamps. */
export const PunchCardSchema = v.object({
  id: IdSchema,
  code: v.nullish(v.string()),
  definitionCode: v.nullish(v.string()),
  /** COUPON punch cards show Check My Cart (spec 3 §4). */
  type: v.nullish(v.string()),
  name: v.nullish(v.string()),
  nameTranslation: v.nullish(NameTranslationSchema),
  description: v.nullish(v.string()),
  earned: v.number(),
  redeemCount: v.number(),
  using: v.nullish(v.number()),
  rewardNameString: v.nullish(v.string()),
  unitString: v.nullish(v.string()),
  unitPluralString: v.nullish(v.string()),
  validTo: v.nullish(v.string()),
  targets: v.nullish(v.array(PromotionTargetSchema)),
  onlineRedeemable: v.nullish(v.boolean()),
  imageURL: v.nullish(v.string()),
  storeId: v.nullish(IdSchema),
  qty: v.nullish(v.number()),
  /** Cents. */
  discountAmount: v.nullish(v.number()),
  appliedItemUuids: v.nullish(v.array(v.string())),
  errors: v.nullish(v.array(LineErrorSchema)),
});
export type PunchCard = v.InferOutput<typeof PunchCardSchema>;

export const EligibilityResultSchema = v.object({
  isEligible: v.boolean(),
  shouldShowIfNotEligible: v.nullish(v.boolean()),
  ruleDetailDescriptions: v.nullish(v.array(v.string())),
  ruleDescriptions: v.nullish(v.array(v.string())),
  expirationDescription: v.nullish(v.string()),
  earned: v.nullish(v.number()),
  redeemCount: v.nullish(v.number()),
});
export type EligibilityResult = v.InferOutput<typeof EligibilityResultSchema>;

export const RuleResultSchema = v.object({
  ruleResults: v.nullish(
    v.array(
      v.object({
        isEligible: v.boolean(),
        description: v.nullish(v.string()),
      }),
    ),
  ),
});
export type RuleResult = v.InferOutput<typeof RuleResultSchema>;

/** Payment methods a coupon may limit the order to (spec 2 §4 "Payment type selection"). */
export const COUPON_PAYMENT_LIMITS = ['MEMBERSHIP', 'CREDIT_CARD', 'WECHAT', 'OFFLINE'] as const;

/** Coupon, spec 3 §3. A purchasable coupon has charges and no uuid. */
export const CouponSchema = v.object({
  id: IdSchema,
  code: v.nullish(v.string()),
  name: v.nullish(v.string()),
  description: v.nullish(v.string()),
  imageUrl: v.nullish(v.string()),
  uuid: v.nullish(v.string()),
  validTo: v.nullish(v.string()),
  charges: v.nullish(v.array(ChargeSchema)),
  menuItem: v.nullish(MenuItemSchema),
  orderItem: v.nullish(PromotionOrderItemSchema),
  eligibilityResult: v.nullish(EligibilityResultSchema),
  ruleResult: v.nullish(RuleResultSchema),
  /** Not named by the spec: the payment methods the coupon limits the order to, when it does. */
  paymentMethods: v.nullish(v.array(v.string())),
});
export type Coupon = v.InferOutput<typeof CouponSchema>;

/** Referral promotion card, spec 3 §3. */
export const ReferralPromoSchema = v.object({
  id: v.literal('referral'),
  rewardName: v.nullish(v.string()),
  referralNameString: v.nullish(v.string()),
});
export type ReferralPromo = v.InferOutput<typeof ReferralPromoSchema>;

/** GET /customer/profile/store: the customer's rewards (spec 3 §3, §7). */
export const CustomerRewardsSchema = v.object({
  points: v.number(),
  coupons: v.nullish(v.array(CouponSchema)),
  punchCards: v.nullish(v.array(PunchCardSchema)),
});
export type CustomerRewards = v.InferOutput<typeof CustomerRewardsSchema>;
