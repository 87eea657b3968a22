import type { AppliedPromotions } from '@owa/shared';

/** Applies nothing to a cart: none yet (null), or the account team's empty set. */
function appliesNothing(promotions: AppliedPromotions | null): boolean {
  return (
    promotions === null ||
    (promotions.coupon === null &&
      promotions.redemptionItems.length === 0 &&
      promotions.punchCards.length === 0)
  );
}

/**
 * Whether going from `before` to `after` changes what the server is asked to price: a visitor's
 * empty set replacing "none yet" is no change, so the page load prices the cart once (issue 18).
 */
export function promotionsChangePrice(before: AppliedPromotions | null, after: AppliedPromotions): boolean {
  if (appliesNothing(before) && appliesNothing(after)) return false;
  return JSON.stringify(before) !== JSON.stringify(after);
}
