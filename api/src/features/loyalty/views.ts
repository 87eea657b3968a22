import type { Document } from '../catalog/repository.js';
import type { CouponRule, MenuItemRef, StoredCoupon, StoredPunchCard, StoredReward } from './stored.js';

export interface CouponContext {
  /** The customer's current cart subtotal; null for a visitor, who cannot use coupons. */
  cartSubtotalCents: number | null;
  today: string;
  resolveItem: (ref: MenuItemRef | null | undefined) => Promise<Document | null>;
}

function ruleHolds(rule: CouponRule, subtotalCents: number): boolean {
  if (rule.type === 'MIN_ORDER') return subtotalCents >= (rule.minOrderCents ?? 0);
  return true;
}

/**
 * The Coupon entity of spec 3 §3, with its eligibility judged now: each rule is checked against
 * the customer's cart; an expired coupon is not eligible. A purchasable coupon has charges and no
 * uuid (it is bought through the coupon app, not used directly).
 */
export async function couponView(
  code: string,
  document: StoredCoupon,
  held: { uuid: string; validTo: string | null } | null,
  context: CouponContext,
) {
  const rules = document.rules ?? [];
  const loginRule = { isEligible: false, description: 'Please log in to use this coupon' };
  const results =
    context.cartSubtotalCents === null
      ? [loginRule]
      : rules.map((rule) => ({
          isEligible: ruleHolds(rule, context.cartSubtotalCents ?? 0),
          description: rule.description,
        }));
  const validTo = held?.validTo ?? null;
  const expired = validTo !== null && validTo < context.today;
  const purchasable = held === null && Array.isArray(document.charges) && document.charges.length > 0;
  const isEligible = !purchasable && !expired && results.every((r) => r.isEligible);
  const failed = results.filter((r) => !r.isEligible).map((r) => r.description);
  return {
    id: held?.uuid ?? code,
    code,
    name: document.name ?? code,
    description: document.description ?? null,
    imageUrl: document.imageUrl ?? null,
    uuid: held?.uuid ?? null,
    validTo,
    charges: purchasable ? document.charges : [],
    discountRule: document.discountRule ?? null,
    menuItem: await context.resolveItem(document.menuItemRef),
    orderItem: null,
    paymentMethods: document.paymentMethods ?? null,
    eligibilityResult: {
      isEligible,
      shouldShowIfNotEligible: document.shouldShowIfNotEligible ?? false,
      ruleDetailDescriptions: failed,
      ruleDescriptions: rules.map((r) => r.description),
      expirationDescription: validTo ? `Expires ${validTo}` : 'No expiration',
      earned: null,
      redeemCount: null,
    },
    ruleResult: { ruleResults: results },
  };
}

/** The Punch card entity of spec 3 §3; qty is the number of free units the stamps pay for. */
export function punchCardView(row: {
  id: string;
  earned: number;
  code: string;
  store_id: string;
  document: StoredPunchCard;
}) {
  const d = row.document;
  const redeemCount = Number(d.redeemCount ?? 1);
  return {
    id: row.id,
    code: row.code,
    definitionCode: row.code,
    type: d.type ?? 'ITEM',
    name: d.name ?? row.code,
    nameTranslation: d.nameTranslation ?? null,
    description: d.description ?? null,
    earned: row.earned,
    redeemCount,
    using: 0,
    rewardNameString: d.rewardNameString ?? null,
    unitString: d.unitString ?? null,
    unitPluralString: d.unitPluralString ?? null,
    validTo: d.validTo ?? null,
    targets: d.targets ?? [],
    onlineRedeemable: d.onlineRedeemable ?? false,
    imageURL: d.imageURL ?? null,
    storeId: row.store_id,
    qty: Math.floor(row.earned / redeemCount),
    discountAmount: d.discountAmount ?? null,
    appliedItemUuids: [],
  };
}

/** The Reward option entity of spec 3 §3. discountAmount is cents; discountRule percent a fraction. */
export async function rewardOptionView(
  row: { id: string; store_id: string; document: StoredReward },
  resolveItem: (ref: MenuItemRef | null | undefined) => Promise<Document | null>,
) {
  const d = row.document;
  return {
    id: row.id,
    rewardName: d.rewardName ?? null,
    name: d.rewardName ?? null,
    imageUrl: d.imageUrl ?? null,
    redeemPoints: Number(d.redeemPoints ?? 0),
    onlineRedeemable: d.onlineRedeemable ?? false,
    validTo: d.validTo ?? null,
    expireDate: d.validTo ? String(d.validTo).replaceAll('-', '/') : null,
    discountRule: d.discountRule ?? null,
    discountAmount: d.discountAmount ?? null,
    menuItem: await resolveItem(d.menuItemRef),
    orderItem: null,
    qty: 1,
    storeId: row.store_id,
  };
}
