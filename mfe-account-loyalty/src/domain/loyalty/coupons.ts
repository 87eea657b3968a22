// Coupons, spec 3 §4 "Coupons", §5 and spec 2 §5.
import type { Coupon } from '@owa/shared/entities';

/** Spec 3 §3: a purchasable coupon has charges and no uuid. */
export function isPurchasableCoupon(coupon: Pick<Coupon, 'charges' | 'uuid'>): boolean {
  return (coupon.charges?.length ?? 0) > 0 && !coupon.uuid;
}

/** Spec 3 §4: shown only if eligible, or flagged to show when not eligible, or purchasable. */
export function isCouponVisible(coupon: Pick<Coupon, 'charges' | 'uuid' | 'eligibilityResult'>): boolean {
  return (
    coupon.eligibilityResult?.isEligible === true ||
    coupon.eligibilityResult?.shouldShowIfNotEligible === true ||
    isPurchasableCoupon(coupon)
  );
}

export function visibleCoupons<T extends Pick<Coupon, 'charges' | 'uuid' | 'eligibilityResult'>>(
  coupons: readonly T[] | null | undefined,
): T[] {
  return (coupons ?? []).filter(isCouponVisible);
}

/** Spec 3 §4: valid when its rule result is eligible (every rule passes and the coupon is eligible). */
export function isCouponValid(coupon: Pick<Coupon, 'eligibilityResult' | 'ruleResult'>): boolean {
  if (coupon.eligibilityResult && !coupon.eligibilityResult.isEligible) return false;
  return (coupon.ruleResult?.ruleResults ?? []).every((rule) => rule.isEligible);
}

/** The descriptions listed for an ineligible coupon: its failing rules, else its rule descriptions. */
export function ineligibleRuleDescriptions(
  coupon: Pick<Coupon, 'eligibilityResult' | 'ruleResult'>,
): string[] {
  const failing = (coupon.ruleResult?.ruleResults ?? [])
    .filter((rule) => !rule.isEligible && rule.description)
    .map((rule) => rule.description as string);
  if (failing.length > 0) return failing;
  if (coupon.eligibilityResult?.isEligible) return [];
  return coupon.eligibilityResult?.ruleDescriptions ?? coupon.eligibilityResult?.ruleDetailDescriptions ?? [];
}

/** Spec 1 §6: the header Purchase link shows only when the customer has coupons with charges. */
export function hasPurchasableCoupons(
  coupons: readonly Pick<Coupon, 'charges' | 'uuid'>[] | null | undefined,
): boolean {
  return (coupons ?? []).some(isPurchasableCoupon);
}

export type CouponUseRefusal =
  | 'loginRequired'
  | 'alreadyInCart'
  | 'removeActiveFirst'
  | 'previousOrderUsedCoupon'
  | 'notEligible'
  | 'emptyCart';

export interface CouponUseInput {
  isLoggedIn: boolean;
  coupon: Pick<Coupon, 'code' | 'eligibilityResult' | 'ruleResult'>;
  /** The coupon code active in the cart, if any. */
  activeCouponCode?: string | null | undefined;
  previousOrderUsedCoupon: boolean;
  cartEmpty: boolean;
}

/**
 * Spec 3 §4 and spec 2 §5: login first; at most one active coupon; a previous order that used a
 * coupon refuses another; only eligible coupons; a discount needs a non-empty cart.
 */
export function checkCouponUse(
  input: CouponUseInput,
): { allowed: true } | { allowed: false; reason: CouponUseRefusal } {
  const refuse = (reason: CouponUseRefusal) => ({ allowed: false as const, reason });
  if (!input.isLoggedIn) return refuse('loginRequired');
  if (input.activeCouponCode) {
    return refuse(input.activeCouponCode === input.coupon.code ? 'alreadyInCart' : 'removeActiveFirst');
  }
  if (input.previousOrderUsedCoupon) return refuse('previousOrderUsedCoupon');
  if (!isCouponValid(input.coupon)) return refuse('notEligible');
  if (input.cartEmpty) return refuse('emptyCart');
  return { allowed: true };
}
