// Spec 3 §3 "Order status labels": new, in progress, ready, cancelled, refunded, completed. The API
// also sends the cart views' SUBMITTED / ACCEPTED / CANCELLED and payment-side PAID: each maps here.
export type OrderStatusLabel = 'new' | 'inProgress' | 'ready' | 'cancelled' | 'refunded' | 'completed';

const LABELS: Record<string, OrderStatusLabel> = {
  NEW: 'new',
  SUBMITTED: 'new',
  ACCEPTED: 'inProgress',
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
