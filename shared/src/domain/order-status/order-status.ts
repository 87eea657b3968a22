// The order status machine (issue 23): the steps an order goes through after its payment, by order
// type, and when a diner may still cancel. The API moves orders with it; the status page draws it.

/** Every status an order can have. SUBMITTED: placed, its payment not settled yet (the kitchen has nothing). */
export const ORDER_STATUSES = [
  'SUBMITTED',
  'RECEIVED',
  'ACCEPTED',
  'PREPARING',
  'READY',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type StatusOrderType = 'PICKUP' | 'DELIVERY' | 'DINE_IN';

const COLLECTED: readonly OrderStatus[] = ['RECEIVED', 'ACCEPTED', 'PREPARING', 'READY', 'COMPLETED'];
const DELIVERED: readonly OrderStatus[] = [
  'RECEIVED',
  'ACCEPTED',
  'PREPARING',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'COMPLETED',
];

/** The steps of an order of this type, in order: pickup and dine-in end READY, delivery DELIVERED, then COMPLETED. */
export function statusSteps(orderType: StatusOrderType): readonly OrderStatus[] {
  return orderType === 'DELIVERY' ? DELIVERED : COLLECTED;
}

/** The step after this one for this order type, or null at the end (and for statuses off the path). */
export function nextStatus(orderType: StatusOrderType, status: OrderStatus): OrderStatus | null {
  const steps = statusSteps(orderType);
  const at = steps.indexOf(status);
  return at < 0 || at === steps.length - 1 ? null : (steps[at + 1] ?? null);
}

/** Nothing more happens to an order in one of these (the kitchen is done with it, or never starts). */
export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'COMPLETED' || status === 'CANCELLED' || status === 'REFUNDED';
}

/** The diner is told (notification, title): ready to collect, or on its way. */
export function isReadyForDiner(status: OrderStatus): boolean {
  return status === 'READY' || status === 'OUT_FOR_DELIVERY';
}

/**
 * A diner may cancel an order the kitchen has not started: still RECEIVED, and for a scheduled
 * order only until its kitchen start (`cancellableUntil`: its time minus its preparation time).
 * An ASAP order has no such time: RECEIVED is the whole window.
 */
export function canCancel(status: OrderStatus, cancellableUntil: string | null, now: number): boolean {
  if (status !== 'RECEIVED') return false;
  if (cancellableUntil === null) return true;
  const until = Date.parse(cancellableUntil);
  return Number.isNaN(until) ? false : now < until;
}

/** When the kitchen starts a scheduled order: its time minus its preparation time. */
export function kitchenStart(scheduledAt: number, preparationMinutes: number): number {
  return scheduledAt - Math.max(0, preparationMinutes) * 60_000;
}
