// The cart calls (spec 2 §7): pricing and keeping the cart, the bill, delivery addresses.
// Requests say what the diner chose; prices, charges and discounts a client sends are ignored.
import * as v from 'valibot';
import { ValidTimeSlotsSchema } from '../entities/cart.js';
import {
  CodeSchema,
  IdTextSchema,
  integerLike,
  StoreIdFieldSchema,
  StoreIdSchema,
  shortText,
} from './primitives.js';

/** One choice of an option. */
const AttrValueInputSchema = v.object({
  code: CodeSchema,
  qty: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  // Pizza side: 0 left half, 1 whole, 2 right half (PIZZA_SIDES of the contract).
  option: v.nullish(v.picklist([0, 1, 2])),
});

const ItemAttributeInputSchema = v.object({
  code: CodeSchema,
  attrValueList: v.pipe(v.array(AttrValueInputSchema), v.maxLength(50)),
});
export type ItemAttributeInput = v.InferOutput<typeof ItemAttributeInputSchema>;

/** A cart line as a client sends it; childItemList holds a combo's chosen items. */
export interface CartLineInput {
  code: string;
  qty: number;
  uuid?: string | null | undefined;
  specialRequest?: string | null | undefined;
  relationCode?: string | null | undefined;
  menuCode?: string | null | undefined;
  itemAttributeList?: ItemAttributeInput[] | null | undefined;
  childItemList?: CartLineInput[] | null | undefined;
}

export const CartLineInputSchema: v.GenericSchema<CartLineInput> = v.object({
  code: CodeSchema,
  qty: v.pipe(
    v.number('must be a number'),
    v.integer('must be a whole number'),
    v.minValue(1),
    v.maxValue(99),
  ),
  uuid: v.nullish(v.pipe(v.string(), v.maxLength(64))),
  specialRequest: v.nullish(v.pipe(v.string(), v.maxLength(500))),
  relationCode: v.nullish(CodeSchema),
  menuCode: v.nullish(CodeSchema),
  itemAttributeList: v.nullish(v.pipe(v.array(ItemAttributeInputSchema), v.maxLength(30))),
  childItemList: v.nullish(v.pipe(v.array(v.lazy(() => CartLineInputSchema)), v.maxLength(30))),
});

/** A sub-order as a client sends it: lines, and the punch cards, coupons and rewards applied. */
export const SubOrderInputSchema = v.object({
  seq: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
  orderItemList: v.pipe(v.array(CartLineInputSchema), v.maxLength(100)),
  punchCards: v.nullish(
    v.pipe(
      v.array(
        v.object({
          id: IdTextSchema,
          using: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
          qty: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
        }),
      ),
      v.maxLength(10),
    ),
  ),
  coupons: v.nullish(
    v.pipe(v.array(v.object({ code: v.nullish(CodeSchema), uuid: v.nullish(IdTextSchema) })), v.maxLength(5)),
  ),
  redemptionItems: v.nullish(
    v.pipe(
      v.array(
        v.object({
          rewardId: IdTextSchema,
          qty: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
          redeemPoints: v.nullish(v.number()),
        }),
      ),
      v.maxLength(10),
    ),
  ),
});
export type SubOrderInput = v.InferOutput<typeof SubOrderInputSchema>;

export const GpsSchema = v.object({
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

export const DeliveryAddressInputSchema = v.object({
  addressLine1: v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(200)),
  addressLine2: shortText(200),
  city: shortText(100),
  province: shortText(100),
  country: shortText(2),
  postCode: shortText(20),
  unit: shortText(40),
  gpsCoordinate: v.nullish(GpsSchema),
});
export type DeliveryAddressInput = v.InferOutput<typeof DeliveryAddressInputSchema>;

export const OrderTypeInputSchema = v.picklist(
  ['PICKUP', 'DELIVERY', 'DINE_IN'],
  'must be PICKUP, DELIVERY or DINE_IN',
);
export const DELIVERY_PROVIDERS = ['COURIER', 'TINY_MILE', 'SELF'] as const;
export const DeliveryProviderSchema = v.picklist(DELIVERY_PROVIDERS, 'must be COURIER, TINY_MILE or SELF');

export const OrderUuidSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a UUID'));

/** The fields POST /shoppingcart and POST /order share (spec 2 §7 and §3). */
export const cartFields = {
  storeId: StoreIdFieldSchema,
  subOrderList: v.pipe(v.array(SubOrderInputSchema), v.maxLength(20)),
  orderType: OrderTypeInputSchema,
  tableNo: v.nullish(v.union([integerLike(-1, 999_999), v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,12}$/))])),
  scheduledTime: shortText(64),
  vc: shortText(200),
  deliveryAddress: v.nullish(DeliveryAddressInputSchema),
  couponCode: v.nullish(v.pipe(v.string(), v.maxLength(64))),
  deliveryProvider: v.nullish(DeliveryProviderSchema),
  /** The visitor's order UUID (spec 2 §3 cart state): a visitor's cart is kept under it. */
  orderUUID: v.nullish(OrderUuidSchema),
};

/** POST /shoppingcart payload, spec 2 §7. */
export const ShoppingCartRequestSchema = v.object(cartFields);
export type ShoppingCartRequest = v.InferInput<typeof ShoppingCartRequestSchema>;
export type ShoppingCartBody = v.InferOutput<typeof ShoppingCartRequestSchema>;

export const ShoppingCartQuerySchema = v.object({
  validateScheduleTime: v.optional(v.picklist(['true', 'false']), 'true'),
  menu: v.optional(CodeSchema),
});

export const FetchCartQuerySchema = v.object({
  storeId: StoreIdSchema,
  orderUUID: v.optional(OrderUuidSchema),
});

/** What the server keeps of a cart: the request and how it was priced (re-priced on every read). */
export const StoredCartRequestSchema = v.object({
  ...cartFields,
  menu: v.nullish(v.string()),
  validateScheduleTime: v.nullish(v.boolean()),
});
export type StoredCartRequest = v.InferOutput<typeof StoredCartRequestSchema>;

const money = v.nullish(v.pipe(v.number(), v.minValue(0), v.maxValue(10_000)));

/** POST /bill/view: the cart plus the tips and how it will be paid. */
export const BillRequestSchema = v.object({
  ...cartFields,
  tipsAmount: money,
  tipsForStore: money,
  paymentType: v.nullish(v.picklist(['membership', 'offline', 'online', 'wechat'])),
});
export type BillRequest = v.InferInput<typeof BillRequestSchema>;

/** POST /order/validate_providers and /order/validate_address: an address, and the store when not in the header. */
export const AddressRequestSchema = v.object({
  ...DeliveryAddressInputSchema.entries,
  storeId: v.nullish(StoreIdFieldSchema),
});
export type AddressRequest = v.InferInput<typeof AddressRequestSchema>;

export const ValidateAddressQuerySchema = v.object({
  provider: v.optional(DeliveryProviderSchema),
  storeId: v.optional(StoreIdSchema),
});

// ---- Answers ----

/** A problem the cart shows (spec 2 §3 validationErrors); the cart is still priced. */
export const CartProblemSchema = v.object({ errorCode: v.string(), message: v.string() });
export type CartProblem = v.InferOutput<typeof CartProblemSchema>;

const PricedAttrValueSchema = v.object({
  code: v.string(),
  qty: v.number(),
  option: v.nullish(v.number()),
});
const PricedItemAttributeSchema = v.object({
  code: v.string(),
  attrValueList: v.array(PricedAttrValueSchema),
});

/** A cart line as the server priced it (dollars), spec 2 §3. */
export interface PricedLine {
  code: string;
  uuid: string;
  name: string;
  qty: number;
  price: number;
  itemPrice: number;
  unitPrice: number;
  subTotal: number;
  discountTotal: number;
  relationPrice: number;
  itemAttributeList: v.InferOutput<typeof PricedItemAttributeSchema>[];
  childItemList: PricedLine[];
  relationCode: string | null;
  specialRequest: string | null;
  minCardinality: number | null;
  maxCardinality: number | null;
  menuCode: string;
  promotionDiscounts: { amount: number; code?: string | null; name?: string | null }[];
  errors: { errorMsg: string }[];
  status: 'AVAILABLE' | 'UNAVAILABLE';
}

export const PricedLineSchema: v.GenericSchema<PricedLine> = v.object({
  code: v.string(),
  uuid: v.string(),
  name: v.string(),
  qty: v.number(),
  price: v.number(),
  itemPrice: v.number(),
  unitPrice: v.number(),
  subTotal: v.number(),
  discountTotal: v.number(),
  relationPrice: v.number(),
  itemAttributeList: v.array(PricedItemAttributeSchema),
  childItemList: v.array(v.lazy(() => PricedLineSchema)),
  relationCode: v.nullable(v.string()),
  specialRequest: v.nullable(v.string()),
  minCardinality: v.nullable(v.number()),
  maxCardinality: v.nullable(v.number()),
  menuCode: v.string(),
  promotionDiscounts: v.array(
    v.object({ amount: v.number(), code: v.nullish(v.string()), name: v.nullish(v.string()) }),
  ),
  errors: v.array(v.object({ errorMsg: v.string() })),
  status: v.picklist(['AVAILABLE', 'UNAVAILABLE']),
});

/** The coupon a priced cart applied; discountAmount in cents. */
export const AppliedCouponSchema = v.object({
  code: v.string(),
  uuid: v.string(),
  name: v.string(),
  discountAmount: v.number(),
});
/** A punch card a priced cart applied; discountAmount in cents. */
export const AppliedPunchCardSchema = v.object({
  id: v.string(),
  name: v.string(),
  using: v.number(),
  discountAmount: v.number(),
});
/** A reward a priced cart redeemed; discountAmount in cents. */
export const AppliedRewardSchema = v.object({
  rewardId: v.string(),
  qty: v.number(),
  redeemPoints: v.number(),
  name: v.string(),
  discountAmount: v.number(),
});

export const PricedSubOrderSchema = v.object({
  seq: v.number(),
  orderItemList: v.array(PricedLineSchema),
  punchCards: v.array(AppliedPunchCardSchema),
  coupons: v.array(AppliedCouponSchema),
  redemptionItems: v.array(AppliedRewardSchema),
});
export type PricedSubOrder = v.InferOutput<typeof PricedSubOrderSchema>;

/** The totals and lines of a priced cart (and of the order placed from it). Amounts in dollars. */
export const pricedCartFields = {
  subTotal: v.number(),
  discountTotal: v.number(),
  deliveryCharge: v.number(),
  taxTotal: v.number(),
  taxDetail: v.record(v.string(), v.number()),
  total: v.number(),
  rewardPoints: v.number(),
  modifiedDate: v.string(),
  orderType: v.picklist(['PICKUP', 'DELIVERY', 'DINE_IN']),
  storeId: v.string(),
  menuCode: v.string(),
  /** ISO time, or null for as soon as possible. */
  scheduledTime: v.nullable(v.string()),
  deliveryProvider: v.nullable(v.string()),
  subOrderList: v.array(PricedSubOrderSchema),
  serviceCharges: v.array(
    v.object({ code: v.nullish(v.string()), name: v.nullish(v.string()), amount: v.number() }),
  ),
};

/** A priced cart (spec 2 §3 Server cart) with the slots it may be ordered for and its problems. */
export const PricedCartSchema = v.object({
  ...pricedCartFields,
  validTimeSlots: ValidTimeSlotsSchema,
  assignedMenus: v.array(v.string()),
  validationErrors: v.array(CartProblemSchema),
});
export type PricedCart = v.InferOutput<typeof PricedCartSchema>;

/** POST /shoppingcart, GET /shoppingcart, DELETE /shoppingcart/coupon. */
export const CartAnswerSchema = v.object({
  ...PricedCartSchema.entries,
  orderUUID: v.nullable(v.string()),
});
export type CartAnswer = v.InferOutput<typeof CartAnswerSchema>;

/** POST /bill/view: the bill with the tips that count (dollars). */
export const BillAnswerSchema = v.object({
  totalAmount: v.number(),
  subTotal: v.number(),
  discountTotal: v.number(),
  deliveryCharge: v.number(),
  taxTotal: v.number(),
  tipsAmount: v.number(),
  tipsForStore: v.number(),
  validationErrors: v.array(CartProblemSchema),
});

/** One delivery provider's verdict on an address; cost in cents. */
export const ProviderVerdictSchema = v.object({
  provider: v.string(),
  valid: v.boolean(),
  cost: v.nullable(v.number()),
  fixedCost: v.boolean(),
  errorCode: v.nullable(v.string()),
});
export type ProviderVerdict = v.InferOutput<typeof ProviderVerdictSchema>;

/** POST /order/validate_providers. */
export const ProvidersAnswerSchema = v.object({ result: v.array(ProviderVerdictSchema) });

/** The address as completed by the maps search (postal code and coordinates). */
export const ResolvedAddressSchema = v.object({
  addressLine1: v.string(),
  addressLine2: v.nullish(v.string()),
  city: v.nullish(v.string()),
  province: v.nullish(v.string()),
  country: v.nullish(v.string()),
  postCode: v.string(),
  unit: v.nullish(v.string()),
  gpsCoordinate: v.object({ latitude: v.number(), longitude: v.number() }),
});

/** POST /order/validate_address: the provider that delivers there and what it costs (cents). */
export const AddressAnswerSchema = v.object({
  valid: v.literal(true),
  provider: v.string(),
  cost: v.nullable(v.number()),
  fixedCost: v.boolean(),
  address: ResolvedAddressSchema,
});
