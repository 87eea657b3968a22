// The loyalty ledger: what a payment takes from the customer besides the card (the store wallet
// share, redeemed points, punch-card stamps, the coupon), what it gives back when it does not
// settle, what it earns when it does, and the reversal of all of it when a paid order is refunded.
// Every move runs inside the caller's transaction, so a payment row and its holds change together.
import type { Order } from '@owa/shared/api';
import { ApiError, badRequest } from '../../errors.js';
import type { LedgerAccounts } from './ports.js';

export const WalletErrorCode = {
  insufficientBalance: 'PAY_ERR_INSUFFICIENT_BALANCE',
  secondMethodRequired: 'PAY_ERR_SECOND_METHOD_REQUIRED',
} as const;

export const LoyaltyHoldErrorCode = {
  points: 'LOYALTY_ERR_NOT_ENOUGH_POINTS',
  punchCard: 'LOYALTY_ERR_PUNCH_CARD_INVALID',
  couponUsed: 'COUPON_ERROR_ALREADY_USED',
  /** A refund would take back points the order earned that the customer has already spent. */
  earnedPointsSpent: 'LOYALTY_ERR_EARNED_POINTS_SPENT',
} as const;

/** What an order spends of the customer's loyalty (fixed when the order was placed). */
export interface LoyaltyUse {
  couponUuid: string | null;
  pointsRedeemed: number;
  punchCardUse: { id: string; stamps: number }[];
}

export function loyaltyUseOf(order: Order): LoyaltyUse {
  return {
    couponUuid: order.couponUuid ?? null,
    pointsRedeemed: order.pointsRedeemed ?? 0,
    punchCardUse: order.punchCardUse ?? [],
  };
}

const insufficientBalance = () =>
  badRequest('Insufficient membership balance', WalletErrorCode.insufficientBalance);

/**
 * The wallet's share of `amountCents`: all of it when the balance covers it, else the balance and
 * a second method pays the rest (refused without one). The customer's row is locked first, so
 * concurrent payments from one wallet read the balance one at a time; the debit is conditional as
 * well, so the balance never goes below zero whatever the isolation.
 */
export async function takeWalletShare(
  accounts: LedgerAccounts,
  customerId: number,
  amountCents: number,
  hasSecondMethod: boolean,
): Promise<number> {
  const balance = await accounts.lockWallet(customerId);
  if (balance <= 0) throw insufficientBalance();
  const share = Math.min(balance, amountCents);
  if (share < amountCents && !hasSecondMethod)
    throw badRequest(
      'Insufficient balance, second payment method required',
      WalletErrorCode.secondMethodRequired,
    );
  if ((await accounts.debitWallet(customerId, share)) === null) throw insufficientBalance();
  return share;
}

/**
 * A wallet share that was not taken when the payment was requested (payments recorded before
 * holds existed) is taken at settlement, refused when no longer covered. Answers the new balance.
 */
export async function takeOwedWalletShare(
  accounts: LedgerAccounts,
  customerId: number,
  cents: number,
): Promise<number> {
  const balance = await accounts.debitWallet(customerId, cents);
  if (balance === null) throw insufficientBalance();
  return balance;
}

/**
 * Takes what the order spends of the customer's loyalty, like the wallet share: each row changes
 * only if it still has enough (or the coupon is still unused), else the payment is refused before
 * anything is charged. Never clamped: nothing is created from nothing.
 */
export async function spendLoyalty(
  accounts: LedgerAccounts,
  customerId: number,
  orderId: string,
  use: LoyaltyUse,
): Promise<void> {
  if (use.pointsRedeemed > 0 && (await accounts.debitPoints(customerId, use.pointsRedeemed)) === null)
    throw badRequest('You do not have enough points for this reward', LoyaltyHoldErrorCode.points);
  if (use.couponUuid && !(await accounts.takeCoupon(customerId, use.couponUuid, orderId)))
    throw badRequest('A previous order already used a coupon', LoyaltyHoldErrorCode.couponUsed);
  for (const card of use.punchCardUse)
    if (!(await accounts.takeStamps(customerId, card.id, card.stamps)))
      throw badRequest('This punch card does not have enough stamps', LoyaltyHoldErrorCode.punchCard);
}

/** Gives back what spendLoyalty took for this order. */
export async function returnLoyalty(
  accounts: LedgerAccounts,
  customerId: number,
  orderId: string,
  use: LoyaltyUse,
): Promise<void> {
  if (use.pointsRedeemed > 0) await accounts.creditPoints(customerId, use.pointsRedeemed);
  if (use.couponUuid) await accounts.returnCoupon(use.couponUuid, orderId);
  for (const card of use.punchCardUse) await accounts.returnStamps(customerId, card.id, card.stamps);
}

/** The points a paid order earns its customer (none for a visitor or when opted out). */
export function pointsEarnedBy(
  order: Pick<Order, 'optOutRewards' | 'rewardPoints'>,
  customerId: number | null,
) {
  return customerId !== null && order.optOutRewards !== true ? (order.rewardPoints ?? 0) : 0;
}

/** Adds the points a paid order earned; answers the new balance. */
export function earnPoints(accounts: LedgerAccounts, customerId: number, points: number): Promise<number> {
  return accounts.creditPoints(customerId, points);
}

/** What a settled payment took and earned, for its reversal. */
export interface SettledHolds {
  /** Whose wallet paid the share (the paying customer). */
  walletCustomerId: number | null;
  walletCents: number;
  /** The order's customer: their loyalty was spent and their points earned. */
  customerId: number | null;
  orderId: string;
  use: LoyaltyUse;
  pointsEarned: number;
}

/**
 * Reverses a settled payment inside the caller's transaction (a refunded or cancelled order): the
 * wallet share, the redeemed points, the stamps and the coupon go back, and the points the order
 * earned are taken back. Those are taken only if the customer still has them: a customer who
 * spent them meanwhile gets a 409 and nothing changes (the transaction rolls back), never a
 * negative balance.
 */
export async function reverseSettled(accounts: LedgerAccounts, holds: SettledHolds): Promise<void> {
  if (holds.walletCents > 0 && holds.walletCustomerId !== null)
    await accounts.creditWallet(holds.walletCustomerId, holds.walletCents);
  if (holds.customerId === null) return;
  // Redeemed points back first: a customer may still cover the earned points with them.
  await returnLoyalty(accounts, holds.customerId, holds.orderId, holds.use);
  if (holds.pointsEarned > 0 && (await accounts.debitPoints(holds.customerId, holds.pointsEarned)) === null)
    throw new ApiError(
      409,
      LoyaltyHoldErrorCode.earnedPointsSpent,
      'The points this order earned have already been spent',
    );
}
