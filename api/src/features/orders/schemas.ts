import * as v from 'valibot';
import { CodeSchema, integerLike, integerText } from '../../http/validation.js';
import { cartFields, SubOrderInputSchema } from '../cart/schemas.js';

export const HistoryQuerySchema = v.object({
  size: v.optional(integerText(1, 50), '10'),
  page: v.optional(integerText(1, 100_000), '1'),
});

export const OrderParamsSchema = v.object({
  orderId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an order id')),
});

const text = (max: number) => v.nullish(v.pipe(v.string(), v.maxLength(max)));

/** Order payload, spec 2 §3: the cart's fields plus the customer's details and the idempotency token. */
export const OrderPayloadSchema = v.object({
  ...cartFields,
  customerId: v.nullish(integerLike(1, 2_000_000_000)),
  telephone: v.nullish(v.pipe(v.string(), v.regex(/^\+?\d{10,11}$/, 'must be a phone number'))),
  customerName: text(120),
  includeCutlery: v.nullish(v.boolean()),
  takeout: v.nullish(v.boolean()),
  referrer: v.nullish(v.union([v.string(), v.number()])),
  optOutRewards: v.nullish(v.boolean()),
  orderNotes: text(500),
  deliveryInstructions: text(500),
  deliveryMessage: v.nullish(v.picklist(['leave_at_door', 'meet_at_door', 'meet_outside'])),
  email: v.nullish(v.pipe(v.string(), v.maxLength(200), v.email('is not an e-mail address'))),
  idempotencyToken: v.nullish(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'must be 8 to 128 letters, digits or -_.:')),
  ),
  clientSubmitTime: text(64),
});
export type OrderPayload = v.InferOutput<typeof OrderPayloadSchema>;

/** POST /order/{id}: another round of dishes for the same table (dine-in sub-order). */
export const SubOrderPayloadSchema = v.object({
  subOrderList: v.pipe(v.array(SubOrderInputSchema), v.minLength(1), v.maxLength(5)),
  orderUUID: cartFields.orderUUID,
  menu: v.optional(CodeSchema),
});

export const RatingSchema = v.object({
  point: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  comments: text(1000),
});
