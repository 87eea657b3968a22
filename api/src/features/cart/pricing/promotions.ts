// Stage 5 of pricing: the coupon, the rewards redeemed with points and the punch cards (spec 3 §3),
// each discount capped at what is left of the subtotal.
import type { Document } from '../../catalog/repository.js';
import { discountCents, type TargetableLine, targetedAmountCents } from './discounts.js';
import { CartErrorCode, type PricingInput, type ValidationError } from './types.js';

export interface Promotions {
  discountCents: number;
  couponUuid: string | null;
  pointsRedeemed: number;
  punchCardUse: { id: string; stamps: number }[];
  /** What the priced sub-order says it applied (cents). */
  couponDocs: Document[];
  redemptionDocs: Document[];
  punchDocs: Document[];
  errors: ValidationError[];
}

type PromotionInput = Pick<
  PricingInput,
  'customer' | 'coupon' | 'couponCode' | 'rewards' | 'punchCards' | 'subOrders'
>;

export function applyPromotions(
  input: PromotionInput,
  subTotalCents: number,
  targetable: TargetableLine[],
): Promotions {
  const result: Promotions = {
    discountCents: 0,
    couponUuid: null,
    pointsRedeemed: 0,
    punchCardUse: [],
    couponDocs: [],
    redemptionDocs: [],
    punchDocs: [],
    errors: [],
  };
  const remaining = () => Math.max(0, subTotalCents - result.discountCents);
  applyCoupon(input, subTotalCents, targetable, result, remaining);
  redeemRewards(input, targetable, result, remaining);
  usePunchCards(input, targetable, result, remaining);
  return result;
}

function applyCoupon(
  input: PromotionInput,
  subTotalCents: number,
  targetable: TargetableLine[],
  result: Promotions,
  remaining: () => number,
): void {
  if (!input.couponCode) return;
  if (!input.customer) {
    result.errors.push({
      errorCode: CartErrorCode.couponLoginRequired,
      message: 'Please log in to use this coupon',
    });
    return;
  }
  if (!input.coupon) {
    result.errors.push({ errorCode: CartErrorCode.couponNotFound, message: 'Invalid Coupon' });
    return;
  }
  const empty = subTotalCents === 0;
  const verdict = input.coupon.eligible(subTotalCents);
  if (!verdict.eligible || empty) {
    result.errors.push({
      errorCode: CartErrorCode.couponNotEligible,
      message: empty
        ? 'The cart must not be empty'
        : `You are not Eligible for this coupon${verdict.reasons.length ? `: ${verdict.reasons.join(', ')}` : ''}`,
    });
    return;
  }
  const off = Math.min(
    remaining(),
    discountCents(input.coupon.discountRule, targetedAmountCents(targetable, input.coupon.targets)),
  );
  result.discountCents += off;
  result.couponUuid = input.coupon.uuid;
  result.couponDocs.push({
    code: input.coupon.code,
    uuid: input.coupon.uuid,
    name: input.coupon.name,
    discountAmount: off,
  });
}

function redeemRewards(
  input: PromotionInput,
  targetable: TargetableLine[],
  result: Promotions,
  remaining: () => number,
): void {
  for (const redemption of input.subOrders.flatMap((s) => s.redemptionItems ?? [])) {
    const reward = input.rewards.find((r) => r.id === redemption.rewardId);
    if (!input.customer) {
      result.errors.push({
        errorCode: CartErrorCode.rewardLoginRequired,
        message: 'Please log in to redeem rewards',
      });
      return;
    }
    if (!reward || reward.redeemPoints <= 0) {
      result.errors.push({
        errorCode: CartErrorCode.rewardNotFound,
        message: 'This reward is not available',
      });
      continue;
    }
    const points = reward.redeemPoints * redemption.qty;
    if (result.pointsRedeemed + points > input.customer.points) {
      result.errors.push({ errorCode: CartErrorCode.rewardPoints, message: 'Not enough points to redeem' });
      continue;
    }
    let off = 0;
    if (reward.itemCode) {
      const matching = targetedAmountCents(targetable, [
        { targetType: 'ITEM', targetCodes: [reward.itemCode] },
      ]);
      off = Math.min(matching, (reward.discountAmountCents ?? 0) * redemption.qty);
    } else {
      for (let i = 0; i < redemption.qty; i += 1)
        off += discountCents(reward.discountRule, remaining() - off);
    }
    off = Math.min(remaining(), off);
    result.discountCents += off;
    result.pointsRedeemed += points;
    result.redemptionDocs.push({
      rewardId: reward.id,
      qty: redemption.qty,
      redeemPoints: reward.redeemPoints,
      name: reward.name,
      discountAmount: off,
    });
  }
}

function usePunchCards(
  input: PromotionInput,
  targetable: TargetableLine[],
  result: Promotions,
  remaining: () => number,
): void {
  for (const asked of input.subOrders.flatMap((s) => s.punchCards ?? [])) {
    const units = asked.using ?? asked.qty ?? 0;
    if (units <= 0) continue;
    const card = input.punchCards.find((c) => c.id === asked.id);
    if (!input.customer || !card?.onlineRedeemable || card.redeemCount <= 0) {
      result.errors.push({
        errorCode: CartErrorCode.punchCardInvalid,
        message: 'This punch card cannot be used online',
      });
      continue;
    }
    const free = Math.floor(card.earned / card.redeemCount);
    if (units > free) {
      result.errors.push({
        errorCode: CartErrorCode.punchCardInvalid,
        message: `Only ${free} free ${free === 1 ? 'item' : 'items'} on ${card.name}`,
      });
      continue;
    }
    const off = Math.min(
      remaining(),
      targetedAmountCents(targetable, card.targets),
      card.discountAmountCents * units,
    );
    result.discountCents += off;
    result.punchCardUse.push({ id: card.id, stamps: units * card.redeemCount });
    result.punchDocs.push({ id: card.id, name: card.name, using: units, discountAmount: off });
  }
}
