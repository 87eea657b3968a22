import { bus } from '@owa/shared';
import { toCents } from '@owa/shared/domain';
import type { MenuItem } from '@owa/shared/entities';
import type { LoyaltyState, PromotionPurpose } from './loyalty-slice';

/** The menu item a reward or coupon gives, if it gives one. */
export function promotionItem(state: LoyaltyState, purpose: PromotionPurpose): MenuItem | null {
  if (purpose.kind === 'reward') {
    return state.rewards.find((r) => String(r.id) === purpose.rewardId)?.menuItem ?? null;
  }
  return state.coupons.find((c) => String(c.id) === purpose.couponId)?.menuItem ?? null;
}

/**
 * A free-item reward or coupon discounts its item in the cart, so the item goes into the cart with
 * it. An item with nothing to choose goes in bare from here; one with choices is configured in the
 * menu's dialog, which hands it to the cart itself.
 */
export function itemAddedForPromotion(state: LoyaltyState, purpose: PromotionPurpose): void {
  const item = promotionItem(state, purpose);
  if (!item || !state.storeId) return;
  bus.emit('cart:add-item', {
    storeId: state.storeId,
    menuCode: item.menuCode ?? '',
    itemCode: item.code,
    name: item.name ?? item.code,
    quantity: 1,
    unitPriceCents: toCents(item.price ?? 0),
  });
}
