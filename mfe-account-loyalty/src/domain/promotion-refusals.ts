// Spec 2 §8, spec 3 §4: the server refuses an applied coupon, reward or punch card when it prices
// the cart; the cart publishes the codes in `cart:summary.promotionErrors` and the refused card of
// the account team says why. Rules return codes; the cards word them (card-texts.ts).

export type PromotionKind = 'coupon' | 'reward' | 'punchCard';

export interface PromotionError {
  readonly kind: PromotionKind;
  readonly code: string;
}

/** One applied promotion the server refused, by the id of its card. */
export interface PromotionRefusal {
  readonly kind: PromotionKind;
  readonly id: string;
  readonly code: string;
}

/** The coupon does not exist (or is no longer the customer's): spec 2 §8 "clears the coupon code". */
export const COUPON_NOT_FOUND = 'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND';

export type RefusalReason =
  | 'couponInvalid'
  | 'couponNotEligible'
  | 'couponLogin'
  | 'rewardUnavailable'
  | 'rewardPoints'
  | 'rewardLogin'
  | 'punchCardInvalid';

/** The API's codes (api/src/features/cart/pricing.ts CartErrorCode), as the cart words them too. */
const REASONS: Readonly<Record<string, RefusalReason>> = {
  [COUPON_NOT_FOUND]: 'couponInvalid',
  COUPON_ERROR_NOT_ELIGIBLE: 'couponNotEligible',
  COUPON_ERROR_LOGIN_REQUIRED: 'couponLogin',
  LOYALTY_ERR_REWARD_NOT_FOUND: 'rewardUnavailable',
  LOYALTY_ERR_NOT_ENOUGH_POINTS: 'rewardPoints',
  LOYALTY_ERR_LOGIN_REQUIRED: 'rewardLogin',
  LOYALTY_ERR_PUNCH_CARD_INVALID: 'punchCardInvalid',
};

/** A code a later API adds still reads as a refusal of its kind. */
const FALLBACK: Readonly<Record<PromotionKind, RefusalReason>> = {
  coupon: 'couponNotEligible',
  reward: 'rewardUnavailable',
  punchCard: 'punchCardInvalid',
};

export function refusalReason(refusal: Pick<PromotionRefusal, 'kind' | 'code'>): RefusalReason {
  return (Object.hasOwn(REASONS, refusal.code) ? REASONS[refusal.code] : undefined) ?? FALLBACK[refusal.kind];
}

interface AppliedIds {
  readonly couponId: string | null;
  readonly rewardIds: readonly string[];
  readonly punchCardIds: readonly string[];
}

/**
 * Which applied cards the server's errors refuse: each error names a kind, and the cart holds at most
 * one coupon, one reward and the punch cards in use. A kind with nothing applied refuses nothing (the
 * answer was for an earlier cart). `kept` is a cleared coupon's refusal: it stays on its card until
 * another coupon is applied.
 */
export function promotionRefusals(
  applied: AppliedIds,
  errors: readonly PromotionError[],
  kept: PromotionRefusal | null = null,
): PromotionRefusal[] {
  const refusals: PromotionRefusal[] = [];
  const first = (kind: PromotionKind) => errors.find((error) => error.kind === kind);
  const coupon = first('coupon');
  if (coupon && applied.couponId) refusals.push({ kind: 'coupon', id: applied.couponId, code: coupon.code });
  else if (kept && !applied.couponId) refusals.push(kept);
  const reward = first('reward');
  if (reward) for (const id of applied.rewardIds) refusals.push({ kind: 'reward', id, code: reward.code });
  const punchCard = first('punchCard');
  if (punchCard)
    for (const id of applied.punchCardIds) refusals.push({ kind: 'punchCard', id, code: punchCard.code });
  return refusals;
}

/** Spec 2 §8 and spec 3 §9: an invalid coupon refusal clears the applied coupon. */
export function clearsCoupon(refusal: PromotionRefusal): boolean {
  return refusal.kind === 'coupon' && refusal.code === COUPON_NOT_FOUND;
}
