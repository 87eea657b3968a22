import * as v from 'valibot';
import { OrderParamsSchema, OrderPayloadSchema } from '../orders/schemas.js';

const tip = v.nullish(v.pipe(v.number(), v.minValue(0), v.maxValue(1000)));

/** Payment request, spec 2 §3: the order (or its id), tips and how it is paid. No card numbers. */
export const PaymentRequestSchema = v.object({
  order: v.nullish(OrderPayloadSchema),
  orderId: v.nullish(OrderParamsSchema.entries.orderId),
  tipsAmount: tip,
  tipsForStore: tip,
  email: v.nullish(v.pipe(v.string(), v.maxLength(200), v.email('is not an e-mail address'))),
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
export type PaymentRequest = v.InferOutput<typeof PaymentRequestSchema>;

export const PaymentPageParamsSchema = v.object({
  paymentId: v.pipe(v.string(), v.regex(/^pay_[a-f0-9]{32}$/, 'must be a payment id')),
});
