// Order status (issue 23): where an order is after its payment, its live stream and its cancel.
import * as v from 'valibot';
import { ORDER_STATUSES } from '../domain/order-status/order-status.js';
import { integerText } from './primitives.js';

export const OrderStatusCodeSchema = v.picklist(ORDER_STATUSES);

/** One step of the order's path and when it was reached (null: not yet). */
export const OrderStatusStepSchema = v.object({
  status: OrderStatusCodeSchema,
  at: v.nullable(v.string()),
});

/**
 * What a cancelled order gave back: the card share refunded through the processor (its refund's
 * state), the wallet share, the points and punch-card stamps it had spent, and its coupon.
 */
export const OrderRefundSchema = v.object({
  cardCents: v.number(),
  /** none: nothing was charged to a card; pending: asked of the processor; failed: retried by the sweep. */
  cardStatus: v.picklist(['none', 'pending', 'succeeded', 'failed']),
  walletCents: v.number(),
  points: v.number(),
  stamps: v.number(),
  couponRestored: v.boolean(),
});
export type OrderRefund = v.InferOutput<typeof OrderRefundSchema>;

/**
 * GET /order/{id}/status, and the data of every event of GET /order/{id}/events: the order's status
 * as of its event `seq` (0 before the kitchen received it), each step of its path with its time, the
 * estimated ready (or arrival) time, which can change, and until when it may be cancelled.
 */
export const OrderStatusAnswerSchema = v.object({
  orderId: v.string(),
  orderType: v.picklist(['PICKUP', 'DELIVERY', 'DINE_IN']),
  status: OrderStatusCodeSchema,
  /** The event id of this state (SSE `id`): events of one order are numbered 1, 2, 3… */
  seq: v.pipe(v.number(), v.integer(), v.minValue(0)),
  steps: v.array(OrderStatusStepSchema),
  estimatedAt: v.nullable(v.string()),
  /** A scheduled order's kitchen start (cancel before it); null: cancel while RECEIVED. */
  cancellableUntil: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
  refund: v.nullable(OrderRefundSchema),
});
export type OrderStatusAnswer = v.InferOutput<typeof OrderStatusAnswerSchema>;

/**
 * The header a guest sends to read or cancel an order placed without an account: the order's guest
 * token, answered once in the order placed (`guestToken`). A customer's order needs its session instead.
 */
export const GuestTokenSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be an order guest token'),
);
export const GuestTokenHeaderSchema = v.object({ guesttoken: v.optional(GuestTokenSchema) });

/** GET /order/{id}/events: `Last-Event-ID` resumes after that event (the browser's reconnect sends it). */
export const OrderEventsHeaderSchema = v.object({
  guesttoken: v.optional(GuestTokenSchema),
  'last-event-id': v.optional(integerText(0, 1_000_000)),
});
