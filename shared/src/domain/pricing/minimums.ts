// Spec 2 §5 "Minimums": delivery and pickup minimums come from the store in cents; the server
// reports a cart below them with ORD_ERR_0027 (delivery) or ORD_ERR_0039 (pickup).
import type { ValidationError } from '../../entities/index.js';
import { formatCents } from './money.js';

export const DELIVERY_MINIMUM_NOT_MET = 'ORD_ERR_0027';
export const PICKUP_MINIMUM_NOT_MET = 'ORD_ERR_0039';

export function minimumErrorCode(orderType: string): string | undefined {
  if (orderType === 'DELIVERY') return DELIVERY_MINIMUM_NOT_MET;
  if (orderType === 'PICKUP') return PICKUP_MINIMUM_NOT_MET;
  return undefined;
}

/** The server's verdict: the cart's validation errors carry the order type's minimum code. */
export function isBelowMinimum(
  orderType: string,
  validationErrors: readonly ValidationError[] | null | undefined,
): boolean {
  const code = minimumErrorCode(orderType);
  return !!code && (validationErrors ?? []).some((error) => error.errorCode === code);
}

/**
 * The same check computed from amounts, for the API that issues the codes. The minimum applies to
 * the food subtotal after discounts; none or 0 means no minimum.
 */
export function meetsMinimum(
  amountCents: number,
  minimumOrderValueInCents: number | null | undefined,
): boolean {
  if (!minimumOrderValueInCents || minimumOrderValueInCents <= 0) return true;
  return amountCents >= minimumOrderValueInCents;
}

/** "Order amount too small for Delivery (Min: $15.00)" and the pickup equivalent. */
export function minimumMessage(orderType: string, minimumOrderValueInCents: number): string | undefined {
  if (orderType === 'DELIVERY')
    return `Order amount too small for Delivery (Min: ${formatCents(minimumOrderValueInCents)})`;
  if (orderType === 'PICKUP')
    return `Order amount too small for Pickup (Min: ${formatCents(minimumOrderValueInCents)})`;
  return undefined;
}
