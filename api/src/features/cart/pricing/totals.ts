// Stage 6 of pricing: the delivery charge, tax, the order type's minimum and the points it earns.
import {
  billTotals,
  DEMO_TAX_RATE,
  meetsMinimum,
  minimumErrorCode,
  minimumMessage,
} from '@owa/shared/domain';
import type { OrderType, Store } from '@owa/shared/entities';
import type { DeliveryVerdict } from '../delivery.js';
import type { ValidationError } from './types.js';

/** The delivery charge (cents) of a delivery with a valid address; else the verdict's problem. */
export function deliveryCharge(
  orderType: OrderType,
  delivery: DeliveryVerdict | null,
  known: ValidationError[],
): { chargeCents: number; errors: ValidationError[] } {
  if (orderType !== 'DELIVERY' || !delivery) return { chargeCents: 0, errors: [] };
  if (delivery.ok) return { chargeCents: delivery.costCents, errors: [] };
  const shown = known.some((e) => e.errorCode === delivery.errorCode);
  return delivery.errorCode && delivery.message && !shown
    ? { chargeCents: 0, errors: [{ errorCode: delivery.errorCode, message: delivery.message }] }
    : { chargeCents: 0, errors: [] };
}

export interface Totals {
  taxCents: number;
  totalCents: number;
  /** One point per dollar after discounts. */
  rewardPoints: number;
  errors: ValidationError[];
}

/** Tax on subtotal − discount + delivery, the minimum for the order type, the points earned. */
export function totals(
  store: Pick<Store, 'settings'>,
  orderType: OrderType,
  amounts: { subTotalCents: number; discountCents: number; deliveryChargeCents: number },
): Totals {
  const taxRate = store.settings?.orderSettings?.taxRate ?? DEMO_TAX_RATE;
  const bill = billTotals({ ...amounts, taxRate });
  const minimum =
    orderType === 'DELIVERY'
      ? store.settings?.deliverySettings?.minimumOrderValueInCents
      : orderType === 'PICKUP'
        ? store.settings?.pickupSettings?.minimumOrderValueInCents
        : null;
  const code = minimumErrorCode(orderType);
  const afterDiscount = amounts.subTotalCents - amounts.discountCents;
  const errors =
    code && minimum && !meetsMinimum(afterDiscount, minimum)
      ? [{ errorCode: code, message: minimumMessage(orderType, minimum) ?? 'Order amount too small' }]
      : [];
  return {
    taxCents: bill.taxCents,
    totalCents: bill.totalCents,
    rewardPoints: Math.floor(Math.max(0, afterDiscount) / 100),
    errors,
  };
}
