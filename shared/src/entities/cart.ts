// Cart, order and payment entities of spec 2 §3. Prices on lines and carts are dollars as the API
// sends them; fields named ...InCents, cost (provider) and promotionDiscounts.amount are cents.
import * as v from 'valibot';
import { CouponSchema, PunchCardSchema, RedemptionItemSchema } from './loyalty.js';
import { ChargeSchema, ItemAttributeSchema, RelationChargeSchema } from './menu.js';
import { IdSchema, LineErrorSchema } from './primitives.js';

/** The combo-slot data a cart line keeps: which slot it came from and that slot's charge. */
export const CartLineRelationSchema = v.object({
  code: v.nullish(v.string()),
  charge: v.nullish(RelationChargeSchema),
});
export type CartLineRelation = v.InferOutput<typeof CartLineRelationSchema>;

export const PromotionDiscountSchema = v.object({
  /** Cents. */
  amount: v.number(),
  code: v.nullish(v.string()),
  name: v.nullish(v.string()),
});
export type PromotionDiscount = v.InferOutput<typeof PromotionDiscountSchema>;

const CartLineBaseSchema = v.object({
  code: v.string(),
  uuid: v.nullish(v.string()),
  qty: v.number(),
  price: v.nullish(v.number()),
  itemPrice: v.nullish(v.number()),
  unitPrice: v.nullish(v.number()),
  subTotal: v.nullish(v.number()),
  discountTotal: v.nullish(v.number()),
  itemAttributeList: v.nullish(v.array(ItemAttributeSchema)),
  relations: v.nullish(v.array(CartLineRelationSchema)),
  specialRequest: v.nullish(v.string()),
  errors: v.nullish(v.array(LineErrorSchema)),
  status: v.nullish(v.string()),
  externalId: v.nullish(v.string()),
  name: v.nullish(v.string()),
  relationPrice: v.nullish(v.number()),
  promotionDiscounts: v.nullish(v.array(PromotionDiscountSchema)),
  minCardinality: v.nullish(v.number()),
  /** Not in the spec's line fields: the item's per-cart limit, kept so the cart can enforce it. */
  maxCardinality: v.nullish(v.number()),
  /** Not in the spec's line fields: the menu the item came from (spec 2 §4 "different menus"). */
  menuCode: v.nullish(v.string()),
  /** Not in the spec's line fields: on a combo's child line, the code of the slot it fills. */
  relationCode: v.nullish(v.string()),
  charges: v.nullish(v.array(ChargeSchema)),
  attributes: v.nullish(
    v.object({
      Configurable: v.nullish(v.union([v.boolean(), v.string()])),
    }),
  ),
});

/** Cart line, spec 2 §3. childItemList holds the combo's chosen items. */
export type CartLine = v.InferOutput<typeof CartLineBaseSchema> & {
  childItemList?: CartLine[] | null | undefined;
};
export const CartLineSchema: v.GenericSchema<CartLine> = v.object({
  ...CartLineBaseSchema.entries,
  childItemList: v.nullish(v.array(v.lazy(() => CartLineSchema))),
});

/** What the server's priced sub-order says of the coupon it applied (not the coupon entity). */
export const PricedCouponSchema = v.object({
  id: v.nullish(IdSchema),
  code: v.nullish(v.string()),
  uuid: v.nullish(v.string()),
  name: v.nullish(v.string()),
  /** Cents. */
  discountAmount: v.nullish(v.number()),
});
export type PricedCoupon = v.InferOutput<typeof PricedCouponSchema>;

/** What the server's priced sub-order says of a punch card it applied (not the card entity). */
export const PricedPunchCardSchema = v.object({
  id: IdSchema,
  name: v.nullish(v.string()),
  using: v.nullish(v.number()),
  /** Cents. */
  discountAmount: v.nullish(v.number()),
});
export type PricedPunchCard = v.InferOutput<typeof PricedPunchCardSchema>;

// The request sends the entities; the priced answer names only what it applied and for how much.
export const SubOrderSchema = v.object({
  seq: v.nullish(v.number()),
  orderItemList: v.array(CartLineSchema),
  punchCards: v.nullish(v.array(v.union([PunchCardSchema, PricedPunchCardSchema]))),
  coupons: v.nullish(v.array(v.union([CouponSchema, PricedCouponSchema]))),
  redemptionItems: v.nullish(v.array(RedemptionItemSchema)),
});
export type SubOrder = v.InferOutput<typeof SubOrderSchema>;

/** start and end count 15-minute units from midnight (0..96). */
export const TimeSlotSchema = v.object({
  start: v.number(),
  end: v.number(),
});
export type TimeSlot = v.InferOutput<typeof TimeSlotSchema>;

/** dateOffset counts days from today in the store's time zone. */
export const DaySlotSchema = v.object({
  dateOffset: v.number(),
  time_slots: v.array(TimeSlotSchema),
});
export type DaySlot = v.InferOutput<typeof DaySlotSchema>;

export const ValidTimeSlotsSchema = v.object({
  day_slots: v.array(DaySlotSchema),
  asapAllowed: v.nullish(v.boolean()),
});
export type ValidTimeSlots = v.InferOutput<typeof ValidTimeSlotsSchema>;

export const ValidationErrorSchema = v.object({
  errorCode: v.string(),
  message: v.nullish(v.string()),
});
export type ValidationError = v.InferOutput<typeof ValidationErrorSchema>;

export const ServiceChargeSchema = v.object({
  code: v.nullish(v.string()),
  name: v.nullish(v.string()),
  amount: v.number(),
});
export type ServiceCharge = v.InferOutput<typeof ServiceChargeSchema>;

/** Server cart (POST /shoppingcart answer), spec 2 §3. Amounts in dollars. */
export const ServerCartSchema = v.object({
  subTotal: v.number(),
  discountTotal: v.nullish(v.number()),
  deliveryCharge: v.nullish(v.number()),
  taxTotal: v.nullish(v.number()),
  taxDetail: v.nullish(v.record(v.string(), v.number())),
  total: v.number(),
  rewardPoints: v.nullish(v.number()),
  modifiedDate: v.nullish(v.string()),
  subOrderList: v.array(SubOrderSchema),
  validTimeSlots: v.nullish(ValidTimeSlotsSchema),
  assignedMenus: v.nullish(v.array(v.string())),
  validationErrors: v.nullish(v.array(ValidationErrorSchema)),
  serviceCharges: v.nullish(v.array(ServiceChargeSchema)),
});
export type ServerCart = v.InferOutput<typeof ServerCartSchema>;

/** POST /bill/view answer. */
export const BillSchema = v.object({
  totalAmount: v.number(),
});
export type Bill = v.InferOutput<typeof BillSchema>;

export const DeliveryAddressSchema = v.object({
  addressLine1: v.string(),
  addressLine2: v.nullish(v.string()),
  city: v.nullish(v.string()),
  province: v.nullish(v.string()),
  country: v.nullish(v.string()),
  postCode: v.nullish(v.string()),
  unit: v.nullish(v.string()),
  gpsCoordinate: v.nullish(
    v.object({
      latitude: v.number(),
      longitude: v.number(),
    }),
  ),
});
export type DeliveryAddress = v.InferOutput<typeof DeliveryAddressSchema>;

export const TINY_MILE = 'TINY_MILE';
export const SELF_DELIVERY = 'SELF';

/** Delivery provider detail, spec 2 §3. cost is cents. */
export const DeliveryProviderDetailSchema = v.object({
  provider: v.string(),
  valid: v.boolean(),
  cost: v.nullish(v.number()),
  fixedCost: v.nullish(v.boolean()),
  errorCode: v.nullish(v.string()),
});
export type DeliveryProviderDetail = v.InferOutput<typeof DeliveryProviderDetailSchema>;

export const DELIVERY_MESSAGES = ['leave_at_door', 'meet_at_door', 'meet_outside'] as const;

/** Checkout info, spec 2 §3. */
export const CheckoutInfoSchema = v.object({
  email: v.nullish(v.string()),
  emailReceipt: v.nullish(v.boolean()),
  firstname: v.nullish(v.string()),
  lastname: v.nullish(v.string()),
  orderNotes: v.nullish(v.string()),
  deliveryNotes: v.nullish(v.string()),
  deliveryMessage: v.nullish(v.string()),
  phoneNumber: v.nullish(v.string()),
  scheduledDay: v.nullish(v.string()),
  scheduledTime: v.nullish(v.string()),
  selectedPayMethodId: v.nullish(IdSchema),
  tipsAmount: v.nullish(v.number()),
  tipsPercent: v.nullish(v.number()),
  tipsForStore: v.nullish(v.number()),
  storeTipsPercentage: v.nullish(v.number()),
  unitNumber: v.nullish(v.string()),
  takeout: v.nullish(v.boolean()),
});
export type CheckoutInfo = v.InferOutput<typeof CheckoutInfoSchema>;
