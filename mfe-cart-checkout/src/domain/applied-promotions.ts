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
 * What going from `before` to `after` changes: nothing; only what the cart keeps (a visitor's empty
 * set replacing "none yet", so the page load prices the cart once, issue 18); or what the server is
 * asked to price.
 */
export type PromotionsChange = 'nothing' | 'kept' | 'priced';

export function promotionsChange(
  before: AppliedPromotions | null,
  after: AppliedPromotions,
): PromotionsChange {
  if (JSON.stringify(before) === JSON.stringify(after)) return 'nothing';
  return appliesNothing(before) && appliesNothing(after) ? 'kept' : 'priced';
}
