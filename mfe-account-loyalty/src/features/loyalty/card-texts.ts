import { expiryText, formatCurrency, formatPoints, NO_EXPIRATION } from '@owa/shared/domain';
import type { RewardOption } from '@owa/shared/entities';
import type { IntlShape } from 'react-intl';
import type { CouponCardStatus, RewardCardState } from '../../domain/loyalty-cards';
import { type PromotionRefusal, type RefusalReason, refusalReason } from '../../domain/promotion-refusals';
import { loyaltyMessages as m } from './loyalty-messages';

/** Spec 3 §3: '{n}% off' (fraction x 100, rounded) or '${n} off'; a free item otherwise. */
export function rewardHeadline(intl: IntlShape, reward: RewardOption): string | undefined {
  const rule = reward.discountRule;
  if (rule?.percent && rule.percent > 0)
    return intl.formatMessage(m.percentOff, { percent: Math.round(rule.percent * 100) });
  if (rule?.amount && rule.amount > 0) {
    // '$5 off' for whole dollars, '$2.50 off' otherwise (spec 3 §3).
    const amount = Number.isInteger(rule.amount) ? `$${rule.amount}` : formatCurrency(rule.amount);
    return intl.formatMessage(m.amountOff, { amount });
  }
  if (reward.menuItem?.name) return intl.formatMessage(m.freeItem, { item: reward.menuItem.name });
  return undefined;
}

export function pointsText(intl: IntlShape, points: number): string {
  return intl.formatMessage(m.pointsWorth, { points: formatPoints(points) });
}

/** validTo as YYYY-MM-DD, else expireDate as YYYY/MM/DD, else 'No expiration' (spec 3 §9). */
export function expiryLine(
  intl: IntlShape,
  entry: { validTo?: string | null; expireDate?: string | null },
): string {
  const text = expiryText(entry);
  return text === NO_EXPIRATION
    ? intl.formatMessage(m.noExpiration)
    : intl.formatMessage(m.expires, { date: text });
}

/** The card's message for each reward status; undefined when it can be redeemed. */
export function rewardNotice(
  intl: IntlShape,
  reward: RewardOption,
  state: RewardCardState,
): string | undefined {
  switch (state.status) {
    case 'loginRequired':
      return intl.formatMessage(m.loginToSeeRewards);
    case 'inPersonRedeemable':
      return intl.formatMessage(m.inPersonRedeemable);
    case 'alreadyInCart':
      return intl.formatMessage(m.alreadyInCart, { name: rewardName(reward) });
    case 'removeFirst':
      return intl.formatMessage(m.removeFirst);
    case 'insufficientFunds':
      return `${intl.formatMessage(m.notEnoughPoints)}. ${intl.formatMessage(m.missingPoints, { points: formatPoints(state.missing) })}`;
    case 'available':
      return undefined;
  }
}

export function rewardName(reward: RewardOption): string {
  return reward.rewardName ?? reward.name ?? String(reward.id);
}

/** The coupon card's message for each status (spec 3 §4, §8); undefined when usable or active. */
export function couponNotice(intl: IntlShape, status: CouponCardStatus): string | undefined {
  switch (status) {
    case 'removeActiveFirst':
      return intl.formatMessage(m.removeActiveCoupon);
    case 'previousOrderUsedCoupon':
      return intl.formatMessage(m.previousOrderUsedCoupon);
    case 'notEligible':
      return intl.formatMessage(m.notEligible);
    case 'emptyCart':
      return intl.formatMessage(m.emptyCart);
    case 'alreadyInCart':
      return intl.formatMessage(m.couponInCart);
    case 'loginRequired':
      return intl.formatMessage(m.loginToUse);
    default:
      return undefined;
  }
}

/** The spec's literal text where it has one (spec 2 §8, spec 3 §9), else the API's. */
const REFUSAL_MESSAGE: Readonly<Record<RefusalReason, { id: string; defaultMessage: string }>> = {
  couponInvalid: m.couponRefusedInvalid,
  couponNotEligible: m.notEligible,
  couponLogin: m.couponRefusedLogin,
  rewardUnavailable: m.rewardRefusedUnavailable,
  rewardPoints: m.notEnoughPoints,
  rewardLogin: m.loginToSeeRewards,
  punchCardInvalid: m.punchCardRefusedInvalid,
};

/** Why the server refused an applied card when it priced the cart. */
export function refusalNotice(intl: IntlShape, refusal: PromotionRefusal | null): string | undefined {
  return refusal ? intl.formatMessage(REFUSAL_MESSAGE[refusalReason(refusal)]) : undefined;
}
