// What the cart's promotions area shows (spec 2 §2 Cart dialog; spec 3 §4 Rewards, Coupons, Punch cards).

import type { Coupon, PunchCard, RewardOption } from '@owa/shared/entities';
import { isPurchasableCoupon, visibleCoupons } from './loyalty';
import { rewardsForStoreRoute } from './loyalty-cards';

export interface CartPromotionsInput {
  readonly isLoggedIn: boolean;
  readonly rewards: readonly RewardOption[];
  readonly coupons: readonly Coupon[];
  readonly punchCards: readonly PunchCard[];
  readonly appliedCount: number;
}

/**
 * `hidden`: the store runs no loyalty program (no reward option, coupon or punch card), so the cart
 * shows no promotions heading at all; `login`: a visitor is asked to log in; `empty`: a customer has
 * nothing that applies to a cart; `cards`: what can be applied, with why not where it cannot.
 */
export type CartPromotionsView =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'login' }
  | { readonly kind: 'empty' }
  | {
      readonly kind: 'cards';
      readonly rewards: RewardOption[];
      readonly coupons: Coupon[];
      readonly punchCards: readonly PunchCard[];
    };

export function cartPromotionsView(input: CartPromotionsInput): CartPromotionsView {
  const hasProgram = input.rewards.length > 0 || input.coupons.length > 0 || input.punchCards.length > 0;
  if (!hasProgram && input.appliedCount === 0) return { kind: 'hidden' };
  if (!input.isLoggedIn) return { kind: 'login' };
  // Purchasable coupons are bought in the gift-card app, not applied to a cart.
  const coupons = visibleCoupons(input.coupons).filter((coupon) => !isPurchasableCoupon(coupon));
  const rewards = rewardsForStoreRoute(input.rewards);
  if (rewards.length + coupons.length + input.punchCards.length === 0 && input.appliedCount === 0)
    return { kind: 'empty' };
  return { kind: 'cards', rewards, coupons, punchCards: input.punchCards };
}
