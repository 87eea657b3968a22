import type { SubOrderInput } from '@owa/shared/api';
import type { Menu, OrderType, PromotionTarget, Store } from '@owa/shared/entities';
import type { Document } from '../../catalog/repository.js';
import type { DeliveryVerdict } from '../delivery.js';

/** A problem the cart shows (spec 2 §3 validationErrors); the cart is still priced. */
export interface ValidationError {
  errorCode: string;
  message: string;
}

/** A line the menu refuses outright (unknown item, bad options): the request is a 400. */
export class CartLineRefused extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

export const CartErrorCode = {
  scheduledTimeInvalid: 'ORD_ERR_SCHEDULED_TIME_INVALID',
  scheduledTimeNotAllowed: 'ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED',
  deliveryDisabled: 'ORD_ERR_DELIVERY_DISABLED',
  pickupDisabled: 'ORD_ERR_PICK_UP_DISABLED',
  dineInDisabled: 'ORD_ERR_DINE_IN_DISABLED',
  itemUnavailable: 'ORD_ERR_ITEM_UNAVAILABLE',
  itemLimit: 'ORD_ERR_ITEM_ORDER_LIMIT',
  menuUnavailable: 'ORD_ERR_MENU_UNAVAILABLE',
  tableRequired: 'ORD_ERR_TABLE_REQUIRED',
  tableNotFound: 'ORD_ERR_TABLE_NOT_FOUND',
  invalidItem: 'ORD_ERR_INVALID_ITEM',
  couponNotFound: 'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND',
  couponNotEligible: 'COUPON_ERROR_NOT_ELIGIBLE',
  couponLoginRequired: 'COUPON_ERROR_LOGIN_REQUIRED',
  rewardNotFound: 'LOYALTY_ERR_REWARD_NOT_FOUND',
  rewardPoints: 'LOYALTY_ERR_NOT_ENOUGH_POINTS',
  rewardLoginRequired: 'LOYALTY_ERR_LOGIN_REQUIRED',
  punchCardInvalid: 'LOYALTY_ERR_PUNCH_CARD_INVALID',
} as const;

/** A coupon the customer holds, with its eligibility judged against this cart. */
export interface AppliedCoupon {
  code: string;
  uuid: string;
  name: string;
  discountRule: { percent?: number | null; amount?: number | null } | null;
  targets: PromotionTarget[];
  /** Judged by the loyalty feature's rules against this cart's subtotal. */
  eligible: (subTotalCents: number) => { eligible: boolean; reasons: string[] };
}

export interface RewardChoice {
  id: string;
  name: string;
  redeemPoints: number;
  discountRule: { percent?: number | null; amount?: number | null } | null;
  /** Free-item rewards: the item and its value (cents). */
  itemCode: string | null;
  discountAmountCents: number | null;
}

export interface HeldPunchCard {
  id: string;
  name: string;
  earned: number;
  redeemCount: number;
  targets: PromotionTarget[];
  /** Value of one free unit (cents). */
  discountAmountCents: number;
  onlineRedeemable: boolean;
}

export interface PricingInput {
  store: Store;
  menu: Menu;
  /** Menu codes the cart may use (the table's when the store restricts menus by table). */
  assignedMenus: string[];
  orderType: OrderType;
  subOrders: SubOrderInput[];
  scheduledTime: string | null | undefined;
  validateScheduleTime: boolean;
  now: number;
  customer: { id: number; points: number; isMember: boolean } | null;
  /** undefined: no coupon asked for; null: asked for one the customer does not hold. */
  coupon: AppliedCoupon | null | undefined;
  couponCode: string | null | undefined;
  rewards: RewardChoice[];
  punchCards: HeldPunchCard[];
  /** Dine-in: the table found, null when a table was named but is unknown, undefined when none. */
  table: { tableNo: number } | null | undefined;
  delivery: DeliveryVerdict | null;
  deliveryProvider: string | null | undefined;
}

/** One sub-order of the priced cart (spec 2 §7 ShoppingCart.subOrderList). */
export interface PricedSubOrder {
  seq: number;
  orderItemList: Document[];
  punchCards: Document[];
  coupons: Document[];
  redemptionItems: Document[];
}

export interface PricedCart {
  cart: Document & { subOrderList: PricedSubOrder[]; deliveryProvider: string | null };
  subTotalCents: number;
  discountCents: number;
  deliveryChargeCents: number;
  taxCents: number;
  totalCents: number;
  rewardPoints: number;
  pointsRedeemed: number;
  couponUuid: string | null;
  punchCardUse: { id: string; stamps: number }[];
  /** The chosen time (ms), or null for ASAP. */
  scheduledAt: number | null;
  validationErrors: ValidationError[];
}

export const centsToDollars = (cents: number) => Math.round(cents) / 100;
