import type { AppContext } from '../../context.js';

/**
 * Seam for the shopping cart feature (POST /shoppingcart pricing, carts table), which lands later.
 * Loyalty asks it for the customer's current cart subtotal to judge coupon rules such as a minimum
 * order; until carts exist there is no cart, so the subtotal is 0.
 */
export async function currentCartSubtotalCents(
  _ctx: AppContext,
  _customerId: number,
  _storeId: string,
): Promise<number> {
  return 0;
}
