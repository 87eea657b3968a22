import type { CartState } from './cart-slice';

/**
 * `cart:summary.pricing`: the cart has a change the server has not priced yet, so the refusals it
 * publishes may be older than that change. A failed request settles it (nothing is on its way) and
 * an empty cart has nothing to price.
 */
export function awaitsPrice(
  cart: Pick<CartState, 'lines' | 'status' | 'revision' | 'pricedRevision'>,
): boolean {
  if (cart.lines.length === 0 || cart.status === 'failed') return false;
  return cart.status === 'pricing' || cart.pricedRevision !== cart.revision;
}
