// The answers of POST /payment/order (spec 2 §3 Payment response), from an order and its payment.
import type { PaymentAnswer } from '@owa/shared/api';
import type { PayableOrder } from './ports.js';
import type { Settled } from './settlement.js';

export function baseAnswer(
  order: Pick<PayableOrder, 'order_id' | 'document'>,
  paymentType: string,
  status: PaymentAnswer['status'],
): PaymentAnswer {
  return {
    paymentType,
    redirectUrl: null,
    intentSecret: null,
    orderId: order.order_id,
    displayId: order.document.displayId ?? null,
    pointsEarned: 0,
    orderBonus: null,
    status,
  };
}

export const isPaid = (order: PayableOrder) =>
  order.document.paymentStatus === 'PAID' || order.document.paymentStatus === 'PAY_IN_PERSON';

/** An order already paid (or to be paid in person) answers as it stands. */
export function paidAnswer(order: PayableOrder): PaymentAnswer {
  const doc = order.document;
  return {
    ...baseAnswer(order, doc.paymentType ?? 'CARD', doc.paymentStatus === 'PAID' ? 'succeeded' : 'pending'),
    pointsEarned: doc.pointsEarned ?? 0,
  };
}

/** A payment that settled its order: the points it earned and what the customer holds now. */
export function settledAnswer(settled: Settled): PaymentAnswer {
  return {
    ...baseAnswer(settled.order, settled.payment.payment_type, 'succeeded'),
    pointsEarned: settled.earned,
    orderBonus:
      settled.earned > 0 || settled.balanceInCents !== null
        ? { coupons: [], balanceInCents: settled.balanceInCents, points: settled.points }
        : null,
  };
}
