import * as v from 'valibot';
import { CodeSchema, integerLike, StoreIdSchema } from '../../http/validation.js';

/** What a client may say about a line. Prices, charges and discounts it sends are ignored. */
const AttrValueSchema = v.object({
  code: CodeSchema,
  qty: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)),
  // Pizza side: 0 left half, 1 whole, 2 right half (PIZZA_SIDES of the contract).
  option: v.nullish(v.picklist([0, 1, 2])),
});

const ItemAttributeSchema = v.object({
  code: CodeSchema,
  attrValueList: v.pipe(v.array(AttrValueSchema), v.maxLength(50)),
});

export interface CartLineInput {
  code: string;
  qty: number;
  uuid?: string | null | undefined;
  specialRequest?: string | null | undefined;
  relationCode?: string | null | undefined;
  menuCode?: string | null | undefined;
  itemAttributeList?: v.InferOutput<typeof ItemAttributeSchema>[] | null | undefined;
  childItemList?: CartLineInput[] | null | undefined;
}

export const CartLineInputSchema: v.GenericSchema<unknown, CartLineInput> = v.object({
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
  itemAttributeList: v.nullish(v.pipe(v.array(ItemAttributeSchema), v.maxLength(30))),
  childItemList: v.nullish(v.pipe(v.array(v.lazy(() => CartLineInputSchema)), v.maxLength(30))),
});

const IdText = v.union([
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be an id')),
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER), v.transform(String)),
]);

export const SubOrderInputSchema = v.object({
  seq: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
  orderItemList: v.pipe(v.array(CartLineInputSchema), v.maxLength(100)),
  punchCards: v.nullish(
    v.pipe(
      v.array(
        v.object({
          id: IdText,
          using: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
          qty: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99))),
        }),
      ),
      v.maxLength(10),
    ),
  ),
  coupons: v.nullish(
    v.pipe(v.array(v.object({ code: v.nullish(CodeSchema), uuid: v.nullish(IdText) })), v.maxLength(5)),
  ),
  redemptionItems: v.nullish(
    v.pipe(
      v.array(
        v.object({
          rewardId: IdText,
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

const shortText = (max: number) => v.nullish(v.pipe(v.string(), v.maxLength(max)));

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
export const DeliveryProviderSchema = v.picklist(
  ['COURIER', 'TINY_MILE', 'SELF'],
  'must be COURIER, TINY_MILE or SELF',
);

/** The fields POST /shoppingcart and POST /order share (spec 2 §7 and §3). */
export const cartFields = {
  storeId: v.pipe(v.union([v.string(), v.pipe(v.number(), v.integer(), v.transform(String))]), StoreIdSchema),
  subOrderList: v.pipe(v.array(SubOrderInputSchema), v.maxLength(20)),
  orderType: OrderTypeInputSchema,
  tableNo: v.nullish(v.union([integerLike(-1, 999_999), v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,12}$/))])),
  scheduledTime: shortText(64),
  vc: shortText(200),
  deliveryAddress: v.nullish(DeliveryAddressInputSchema),
  couponCode: v.nullish(v.pipe(v.string(), v.maxLength(64))),
  deliveryProvider: v.nullish(DeliveryProviderSchema),
  /** The visitor's order UUID (spec 2 §3 cart state): a visitor's cart is kept under it. */
  orderUUID: v.nullish(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a UUID'))),
};

export const ShoppingCartBodySchema = v.object(cartFields);
export type ShoppingCartBody = v.InferOutput<typeof ShoppingCartBodySchema>;

export const ShoppingCartQuerySchema = v.object({
  validateScheduleTime: v.optional(v.picklist(['true', 'false']), 'true'),
  menu: v.optional(CodeSchema),
});

export const FetchCartQuerySchema = v.object({
  storeId: StoreIdSchema,
  orderUUID: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{8,64}$/, 'must be a UUID'))),
});

export const ValidateAddressQuerySchema = v.object({
  provider: v.optional(DeliveryProviderSchema),
  storeId: v.optional(StoreIdSchema),
});
