// Payments (spec 2 §7): paying an order and reading its payment's status.
import * as v from 'valibot';
import { CouponSchema } from '../entities/loyalty.js';
import { OrderPayloadSchema } from './orders.js';
import { EmailSchema, OrderIdSchema } from './primitives.js';

const tip = v.nullish(v.pipe(v.number(), v.minValue(0), v.maxValue(1000)));

/** Payment request, spec 2 §3: the order (or its id), tips and how it is paid. No card numbers. */
export const PaymentRequestSchema = v.object({
  order: v.nullish(OrderPayloadSchema),
  orderId: v.nullish(OrderIdSchema),
  tipsAmount: tip,
  tipsForStore: tip,
  email: v.nullish(EmailSchema),
  paymentMethodId: v.nullish(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a payment method id')),
  ),
  paymentToken: v.nullish(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{3,255}$/, 'must be a processor token'))),
  paidByMembership: v.nullish(v.boolean()),
  payByWechat: v.nullish(v.boolean()),
  captcha: v.nullish(v.pipe(v.string(), v.maxLength(4096))),
  returnUrl: v.nullish(v.pipe(v.string(), v.maxLength(2000))),
  kioskMode: v.nullish(v.boolean()),
});
export type PaymentRequest = v.InferInput<typeof PaymentRequestSchema>;
export type ParsedPaymentRequest = v.InferOutput<typeof PaymentRequestSchema>;

export const PaymentPageParamsSchema = v.object({
  paymentId: v.pipe(v.string(), v.regex(/^pay_[a-f0-9]{32}$/, 'must be a payment id')),
});

/** What a settled payment gave the customer: the wallet left and the points now held. */
export const OrderBonusAnswerSchema = v.object({
  coupons: v.array(CouponSchema),
  balanceInCents: v.nullable(v.number()),
  points: v.nullable(v.number()),
});
export type OrderBonus = v.InferOutput<typeof OrderBonusAnswerSchema>;

/**
 * POST /payment/order (spec 2 §3 Payment response) with the payment's status: succeeded, pending
 * (in person) or requires_action (a 3-D Secure page, a Stripe confirmation or the WeChat page).
 */
export const PaymentAnswerSchema = v.object({
  paymentType: v.string(),
  redirectUrl: v.nullable(v.string()),
  intentSecret: v.nullable(v.string()),
  orderId: v.string(),
  displayId: v.nullable(v.string()),
  pointsEarned: v.number(),
  orderBonus: v.nullable(OrderBonusAnswerSchema),
  status: v.picklist(['succeeded', 'pending', 'requires_action']),
});
export type PaymentAnswer = v.InferOutput<typeof PaymentAnswerSchema>;

/** GET /payment/{orderId}: the latest payment's status (succeeded and requires_capture are success). */
export const PaymentStatusAnswerSchema = v.object({
  orderId: v.string(),
  displayId: v.nullable(v.string()),
  /** unpaid, requires_action, succeeded, pending, CHARGE_FAILED, AUTH_FAILED. */
  status: v.string(),
  paymentType: v.nullable(v.string()),
  amount: v.number(),
  errorMsg: v.nullable(v.string()),
  pointsEarned: v.number(),
});
export type PaymentStatusAnswer = v.InferOutput<typeof PaymentStatusAnswerSchema>;
