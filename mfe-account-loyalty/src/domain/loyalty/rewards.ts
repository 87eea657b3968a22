// Reward options redeemed with points (spec 3 §4 "Rewards", §5 "Reward affordability", spec 2 §5).
import { type Id, type RedemptionItem, type RewardOption, sameId } from '@owa/shared/entities';

/** Points already committed to rewards in the existing (open) order. */
export function pointsCommitted(redemptions: readonly RedemptionItem[] | null | undefined): number {
  return (redemptions ?? []).reduce(
    (sum, item) => sum + Math.max(0, item.qty) * Math.max(0, item.redeemPoints),
    0,
  );
}

/** Points still free to spend. Never negative. */
export function remainingPoints(
  points: number,
  redemptions: readonly RedemptionItem[] | null | undefined,
): number {
  return Math.max(0, points - pointsCommitted(redemptions));
}

/** Spec 3 §5: points must cover redeemPoints plus points already committed in the existing order. */
export function canAffordReward(
  points: number,
  reward: Pick<RewardOption, 'redeemPoints'>,
  redemptions: readonly RedemptionItem[] | null | undefined,
): boolean {
  return points >= reward.redeemPoints + pointsCommitted(redemptions);
}

/** How many points the customer lacks for one more of this reward (the missingPoints message). */
export function missingPoints(
  points: number,
  reward: Pick<RewardOption, 'redeemPoints'>,
  redemptions: readonly RedemptionItem[] | null | undefined,
): number {
  return Math.max(0, reward.redeemPoints + pointsCommitted(redemptions) - points);
}

/**
 * Spec 3 §4: floor(remaining points / redeemPoints). A reward priced at 0 points or less is a
 * configuration error and redeems none, rather than infinitely many.
 */
export function maxRedeemableQuantity(remaining: number, redeemPoints: number): number {
  if (!Number.isFinite(redeemPoints) || redeemPoints <= 0 || !Number.isFinite(remaining)) return 0;
  return Math.max(0, Math.floor(remaining / redeemPoints));
}

export type RewardStatus =
  | 'loginRequired'
  | 'inPersonRedeemable'
  | 'alreadyInCart'
  | 'removeFirst'
  | 'insufficientFunds'
  | 'available';

export interface RewardStatusInput {
  isLoggedIn: boolean;
  reward: Pick<RewardOption, 'id' | 'redeemPoints' | 'onlineRedeemable'>;
  points: number;
  existingRedemptions?: readonly RedemptionItem[] | null | undefined;
  /** The reward active in the cart, if any. */
  activeRewardId?: Id | null | undefined;
}

/**
 * Spec 3 §4: valid for redemption only when logged in, online-redeemable, affordable and no different
 * reward is active in the cart. The first failing condition names the card's message.
 */
export function rewardStatus(input: RewardStatusInput): RewardStatus {
  if (!input.isLoggedIn) return 'loginRequired';
  if (input.reward.onlineRedeemable === false) return 'inPersonRedeemable';
  const hasActive = input.activeRewardId !== null && input.activeRewardId !== undefined;
  if (hasActive && sameId(input.activeRewardId, input.reward.id)) return 'alreadyInCart';
  if (hasActive) return 'removeFirst';
  if (!canAffordReward(input.points, input.reward, input.existingRedemptions)) return 'insufficientFunds';
  return 'available';
}

export function isRewardRedeemable(input: RewardStatusInput): boolean {
  return rewardStatus(input) === 'available';
}

/** Spec 3 §4: how many of this reward the customer can still take, given the existing order. */
export function maxRewardQuantity(
  points: number,
  reward: Pick<RewardOption, 'redeemPoints'>,
  redemptions: readonly RedemptionItem[] | null | undefined,
): number {
  return maxRedeemableQuantity(remainingPoints(points, redemptions), reward.redeemPoints);
}
