// What each loyalty card shows and allows (spec 3 §4 Rewards, Coupons, Punch cards; §5; §9). Built on
// the shared loyalty rules; returns codes, which the cards turn into translated messages.

import type { Coupon, MenuItem, PunchCard, RedemptionItem, RewardOption } from '@owa/shared/entities';
import {
  allowedFreeUnits,
  allowedStamps,
  type CouponUseRefusal,
  canRedeemPunchCard,
  checkCouponUse,
  ineligibleRuleDescriptions,
  isCouponPunchCard,
  isCouponValid,
  isPurchasableCoupon,
  missingPoints,
  punchCardProgress,
  type RewardStatus,
  rewardStatus,
} from './loyalty';

/** What the cart tells the account team (the `cart:summary` channel), reduced to what the rules read. */
export interface CartFacts {
  readonly itemCount: number;
  readonly subtotalCents: number;
  readonly pointsUsed: number;
  readonly stampsUsed: number;
  readonly couponUsed: boolean;
}

export const EMPTY_CART: CartFacts = {
  itemCount: 0,
  subtotalCents: 0,
  pointsUsed: 0,
  stampsUsed: 0,
  couponUsed: false,
};

/** The existing order's points as the shared rules take them (one committed line). */
function committed(pointsUsed: number): RedemptionItem[] {
  return pointsUsed > 0 ? [{ rewardId: 'existing-order', qty: 1, redeemPoints: pointsUsed }] : [];
}

export interface RewardCardState {
  readonly status: RewardStatus;
  /** Points lacking for one more (the missingPoints message); 0 when affordable. */
  readonly missing: number;
}

export function rewardCardState(input: {
  isLoggedIn: boolean;
  reward: RewardOption;
  points: number;
  cart: CartFacts;
  activeRewardId: string | null;
}): RewardCardState {
  const existing = committed(input.cart.pointsUsed);
  return {
    status: rewardStatus({
      isLoggedIn: input.isLoggedIn,
      reward: input.reward,
      points: input.points,
      existingRedemptions: existing,
      activeRewardId: input.activeRewardId,
    }),
    missing: missingPoints(input.points, input.reward, existing),
  };
}

/** Spec 3 §4: in-person-only rewards are hidden on the store route. */
export function rewardsForStoreRoute(rewards: readonly RewardOption[]): RewardOption[] {
  return rewards.filter((reward) => reward.onlineRedeemable !== false);
}

export type CouponCardStatus = 'purchasable' | 'active' | 'usable' | CouponUseRefusal;

export interface CouponCardState {
  readonly status: CouponCardStatus;
  /** The failing rules listed on an ineligible coupon. */
  readonly rules: readonly string[];
}

export function couponCardState(input: {
  isLoggedIn: boolean;
  coupon: Coupon;
  activeCoupon: Coupon | null;
  cart: CartFacts;
}): CouponCardState {
  const rules = isCouponValid(input.coupon) ? [] : ineligibleRuleDescriptions(input.coupon);
  if (isPurchasableCoupon(input.coupon)) return { status: 'purchasable', rules: [] };
  if (input.activeCoupon && sameCoupon(input.activeCoupon, input.coupon)) return { status: 'active', rules };
  const verdict = checkCouponUse({
    isLoggedIn: input.isLoggedIn,
    coupon: input.coupon,
    activeCouponCode: input.activeCoupon?.code ?? null,
    previousOrderUsedCoupon: input.cart.couponUsed,
    cartEmpty: input.cart.itemCount === 0,
  });
  if (verdict.allowed) return { status: 'usable', rules };
  // A visitor's only failing rule is the server's login rule, in English: the card words it itself.
  return { status: verdict.reason, rules: verdict.reason === 'loginRequired' ? [] : rules };
}

export function sameCoupon(a: Pick<Coupon, 'id' | 'code'>, b: Pick<Coupon, 'id' | 'code'>): boolean {
  return String(a.id) === String(b.id) && a.code === b.code;
}

export interface PunchCardState {
  /** Stamps still free to spend (earned minus those the existing order used). */
  readonly allowed: number;
  readonly freeUnits: number;
  /** Percent, capped at 100. */
  readonly progress: number;
  readonly canRedeem: boolean;
  readonly checkMyCart: boolean;
}

export function punchCardState(card: PunchCard, cart: CartFacts): PunchCardState {
  const allowed = Math.max(0, allowedStamps(card) - cart.stampsUsed);
  return {
    allowed,
    freeUnits: allowedFreeUnits(allowed, card.redeemCount),
    progress: punchCardProgress(allowed, card.redeemCount),
    canRedeem: card.onlineRedeemable !== false && canRedeemPunchCard(allowed, card.redeemCount),
    checkMyCart: isCouponPunchCard(card),
  };
}

/**
 * A reward's or coupon's item needs the menu team's configuration steps only when there is something
 * to choose (options, combo relations); a plain item goes straight to the cart.
 */
export function needsConfiguration(item: MenuItem | null | undefined): boolean {
  if (!item) return false;
  return (
    item.attributes?.Configurable === true ||
    (item.options?.length ?? 0) > 0 ||
    (item.itemRelationList?.length ?? 0) > 0 ||
    (item.relations?.length ?? 0) > 0
  );
}

/** Spec 3 §4 Punch cards: opening retries up to 10 times, 50 ms apart, before failing. */
export const PUNCH_CARD_OPEN_RETRIES = 10;
export const PUNCH_CARD_OPEN_INTERVAL_MS = 50;

/** Runs `attempt` until it succeeds, at most `tries` times `intervalMs` apart; resolves whether it did. */
export function retryEvery(
  attempt: () => boolean,
  tries: number = PUNCH_CARD_OPEN_RETRIES,
  intervalMs: number = PUNCH_CARD_OPEN_INTERVAL_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    let count = 0;
    const step = () => {
      count += 1;
      if (attempt()) return resolve(true);
      if (count >= tries) return resolve(false);
      setTimeout(step, intervalMs);
    };
    step();
  });
}

/** The viewport widths (px) at which the carousel shows one more item per page. */
export const CAROUSEL_BREAKPOINTS = [768, 1024, 1440] as const;

/** Spec 1 §9: carousel items per page by viewport width. */
export function carouselItemsPerPage(width: number): number {
  return 1 + CAROUSEL_BREAKPOINTS.filter((breakpoint) => width >= breakpoint).length;
}

/** Spec 1 §9: small screens are under 768 px (the cart opens with the login prompt there). */
export const MOBILE_MAX_WIDTH = 767;
