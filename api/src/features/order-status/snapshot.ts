import type { OrderRefund, OrderStatusAnswer } from '@owa/shared/api';
import { ORDER_STATUSES, type OrderStatus, type StatusOrderType, statusSteps } from '@owa/shared/domain';

// The status as the page and the stream see it, built step by step: each event keeps the status as
// of itself, so a stream resumed with Last-Event-ID replays exactly what happened.

export type StatusView = OrderStatusAnswer;

export function orderStatusOf(value: string): OrderStatus {
  return ORDER_STATUSES.find((status) => status === value) ?? 'SUBMITTED';
}

export function orderTypeOf(value: string): StatusOrderType {
  return value === 'DELIVERY' || value === 'DINE_IN' ? value : 'PICKUP';
}

/** An order before any event: its path with no times (an old order reads so too). */
export function statusWithoutEvents(order: {
  order_id: string;
  order_type: string;
  order_status: string;
}): StatusView {
  const orderType = orderTypeOf(order.order_type);
  return {
    orderId: order.order_id,
    orderType,
    status: orderStatusOf(order.order_status),
    seq: 0,
    steps: statusSteps(orderType).map((status) => ({ status, at: null })),
    estimatedAt: null,
    cancellableUntil: null,
    cancelledAt: null,
    refund: null,
  };
}

export interface Step {
  readonly seq: number;
  readonly status: OrderStatus;
  readonly at: Date;
  /** Unchanged when undefined. */
  readonly estimatedAt?: Date | null;
  readonly cancellableUntil?: Date | null;
  readonly refund?: OrderRefund | null;
}

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);

/** The status after one step: its time on its place of the path (or as the cancel time). */
export function applyStep(before: StatusView, step: Step): StatusView {
  const at = step.at.toISOString();
  return {
    ...before,
    seq: step.seq,
    status: step.status,
    steps: before.steps.map((s) => (s.status === step.status ? { ...s, at } : s)),
    estimatedAt: step.estimatedAt === undefined ? before.estimatedAt : iso(step.estimatedAt),
    cancellableUntil:
      step.cancellableUntil === undefined ? before.cancellableUntil : iso(step.cancellableUntil),
    cancelledAt: step.status === 'CANCELLED' ? at : before.cancelledAt,
    refund: step.refund === undefined ? before.refund : step.refund,
  };
}

/** How many kitchen steps are left before the diner has the order (READY, or DELIVERED). */
export function stepsUntilDiner(orderType: StatusOrderType, status: OrderStatus): number {
  const steps = statusSteps(orderType);
  const at = steps.indexOf(status);
  const goal = steps.indexOf(orderType === 'DELIVERY' ? 'DELIVERED' : 'READY');
  return at < 0 ? 0 : Math.max(0, goal - at);
}
