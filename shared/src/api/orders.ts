// Orders (spec 2 §7, spec 3 §7): placing, dine-in rounds, rating, reading and history.
import * as v from 'valibot';
import { CartLineSchema } from '../entities/cart.js';
import { cartFields, SubOrderInputSchema } from './cart.js';
import { CodeSchema, EmailSchema, integerLike, integerText, OrderIdSchema, shortText } from './primitives.js';

export const HistoryQuerySchema = v.object({
  size: v.optional(integerText(1, 50), '10'),
  page: v.optional(integerText(1, 100_000), '1'),
});

export const OrderParamsSchema = v.object({ orderId: OrderIdSchema });

/** Order payload (POST /order), spec 2 §3: the cart's fields plus the customer's details and the idempotency token. */
export const OrderPayloadSchema = v.object({
  ...cartFields,
  customerId: v.nullish(integerLike(1, 2_000_000_000)),
  telephone: v.nullish(v.pipe(v.string(), v.regex(/^\+?\d{10,11}$/, 'must be a phone number'))),
  customerName: shortText(120),
  includeCutlery: v.nullish(v.boolean()),
  takeout: v.nullish(v.boolean()),
  referrer: v.nullish(v.union([v.string(), v.number()])),
  optOutRewards: v.nullish(v.boolean()),
  orderNotes: shortText(500),
  deliveryInstructions: shortText(500),
  deliveryMessage: v.nullish(v.picklist(['leave_at_door', 'meet_at_door', 'meet_outside'])),
  email: v.nullish(EmailSchema),
  idempotencyToken: v.nullish(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{8,128}$/, 'must be 8 to 128 letters, digits or -_.:')),
  ),
  clientSubmitTime: shortText(64),
});
export type OrderPayload = v.InferInput<typeof OrderPayloadSchema>;
export type ParsedOrderPayload = v.InferOutput<typeof OrderPayloadSchema>;

/** POST /order/{id}: another round of dishes for the same table (dine-in sub-order). */
export const SubOrderPayloadSchema = v.object({
  subOrderList: v.pipe(v.array(SubOrderInputSchema), v.minLength(1), v.maxLength(5)),
  orderUUID: cartFields.orderUUID,
  menu: v.optional(CodeSchema),
});

export const RatingSchema = v.object({
  point: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  comments: shortText(1000),
});

/** What an order spends of the customer's loyalty, fixed when it was placed. */
export const PunchCardUseSchema = v.object({ id: v.string(), stamps: v.number() });

const SubOrderOfOrderSchema = v.looseObject({
  seq: v.nullish(v.number()),
  orderItemList: v.array(CartLineSchema),
  punchCards: v.nullish(v.array(v.looseObject({ id: v.string() }))),
  coupons: v.nullish(v.array(v.looseObject({ code: v.nullish(v.string()) }))),
  redemptionItems: v.nullish(v.array(v.looseObject({ rewardId: v.string() }))),
});

/**
 * An order as the API keeps and answers it (spec 2 §3, spec 3 §3 Existing order): the priced cart
 * it was placed from, who and how, and its payment. Amounts in dollars; paidCents in cents.
 */
export const OrderSchema = v.looseObject({
  orderId: v.string(),
  displayId: v.nullish(v.string()),
  storeId: v.string(),
  groupId: v.nullish(v.string()),
  customerId: v.nullable(v.number()),
  orderType: v.picklist(['PICKUP', 'DELIVERY', 'DINE_IN']),
  orderStatus: v.string(),
  createdDate: v.string(),
  scheduledTime: v.nullish(v.string()),
  asap: v.nullish(v.boolean()),
  tableNo: v.nullish(v.number()),
  menuCode: v.nullish(v.string()),
  subOrderList: v.array(SubOrderOfOrderSchema),
  subTotal: v.number(),
  discountTotal: v.number(),
  deliveryCharge: v.number(),
  taxTotal: v.number(),
  taxDetail: v.nullish(v.record(v.string(), v.number())),
  tipsAmount: v.nullish(v.number()),
  total: v.number(),
  rewardPoints: v.nullish(v.number()),
  pointsEarned: v.nullish(v.number()),
  deliveryProvider: v.nullish(v.string()),
  customerName: v.nullish(v.string()),
  telephone: v.nullish(v.string()),
  email: v.nullish(v.string()),
  deliveryAddress: v.nullish(v.looseObject({ addressLine1: v.string() })),
  deliveryInstructions: v.nullish(v.string()),
  deliveryMessage: v.nullish(v.string()),
  orderNotes: v.nullish(v.string()),
  includeCutlery: v.nullish(v.boolean()),
  takeout: v.nullish(v.boolean()),
  optOutRewards: v.nullish(v.boolean()),
  couponCode: v.nullish(v.string()),
  couponUuid: v.nullish(v.string()),
  pointsRedeemed: v.nullish(v.number()),
  punchCardUse: v.nullish(v.array(PunchCardUseSchema)),
  /** UNPAID, PARTIALLY_PAID, PAID or PAY_IN_PERSON. */
  paymentStatus: v.nullish(v.string()),
  paymentType: v.nullish(v.string()),
  paymentId: v.nullish(v.string()),
  paidCents: v.nullish(v.number()),
  clientSubmitTime: v.nullish(v.string()),
  /** A guest order's token (issue 23), in the answer to placing it only: send it as the guestToken header. */
  guestToken: v.nullish(v.string()),
});
export type Order = v.InferOutput<typeof OrderSchema>;

/** GET /order/history. */
export const OrderHistoryAnswerSchema = v.object({
  currentPage: v.array(OrderSchema),
  pageNumber: v.number(),
  pageSize: v.number(),
  totalSize: v.number(),
});

/** GET /customer/order: the open order at this store (for its table), or nulls. */
export const OpenOrderAnswerSchema = v.union([
  v.object({ orderId: v.null(), tableNo: v.null(), orderStatus: v.null() }),
  OrderSchema,
]);

/** POST /{orderId}/rating. */
export const RatingAnswerSchema = v.object({
  orderId: v.string(),
  stored: v.boolean(),
  point: v.optional(v.number()),
  comments: v.optional(v.nullable(v.string())),
});
