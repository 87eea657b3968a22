// Spec 3 §3 "Order status labels": new, in progress, ready, cancelled, refunded, completed. The API
// also sends the cart views' SUBMITTED / ACCEPTED / CANCELLED, payment-side PAID and the kitchen's
// steps (issue 23: RECEIVED, PREPARING, OUT_FOR_DELIVERY, DELIVERED): each maps here.
export type OrderStatusLabel = 'new' | 'inProgress' | 'ready' | 'cancelled' | 'refunded' | 'completed';

const LABELS: Record<string, OrderStatusLabel> = {
  NEW: 'new',
  SUBMITTED: 'new',
  RECEIVED: 'new',
  ACCEPTED: 'inProgress',
  PREPARING: 'inProgress',
  OUT_FOR_DELIVERY: 'inProgress',
  DELIVERED: 'completed',
  IN_PROGRESS: 'inProgress',
  INPROGRESS: 'inProgress',
  READY: 'ready',
  CANCELLED: 'cancelled',
  CANCELED: 'cancelled',
  REFUNDED: 'refunded',
  COMPLETED: 'completed',
  PAID: 'completed',
};

/** The label code of an order status; an unknown status reads as in progress rather than nothing. */
export function orderStatusLabel(status: string | null | undefined): OrderStatusLabel {
  return LABELS[(status ?? '').trim().toUpperCase().replace(/\s+/g, '_')] ?? 'inProgress';
}
