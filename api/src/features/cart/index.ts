import type { AppContext } from '../../context.js';
import { CartRepository } from './repository.js';

/**
 * The customer's current cart subtotal at a store (0 without a saved cart), for the loyalty
 * feature's coupon rules such as a minimum order.
 */
export async function currentCartSubtotalCents(
  ctx: AppContext,
  customerId: number,
  storeId: string,
): Promise<number> {
  return new CartRepository(ctx.db).subTotalCents(customerId, storeId);
}
