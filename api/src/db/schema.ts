import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A JSONB column: read back parsed, written as JSON text (the same for PGlite and `pg`). */
export type Json<T> = ColumnType<T, string, string>;
/** A timestamptz column: read back as a Date, written as a Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The catalogue is kept as the documents the spec's entities describe; the keys are columns. */
export interface StoreGroupTable {
  group_id: string;
  slug: string;
  document: Json<Record<string, unknown>>;
}

export interface StoreTable {
  store_id: string;
  group_id: string;
  slug: string;
  document: Json<Record<string, unknown>>;
}

export interface MenuTable {
  store_id: string;
  code: string;
  sequence: number;
  document: Json<Record<string, unknown>>;
}

export interface DiningTableTable {
  store_id: string;
  table_no: number;
  display_table_no: string;
  section: string;
  /** Menus allowed at this table when the store restricts menus by table. */
  assigned_menu_codes: Json<string[]>;
}

export interface CustomerTable {
  id: Generated<number>;
  telephone: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  points: Generated<number>;
  wallet_cents: Generated<number>;
  referrer_id: number | null;
  created_at: Timestamp;
}

export interface LoginCodeTable {
  telephone: string;
  code_hash: string;
  sent_at: Timestamp;
  expires_at: Timestamp;
  attempts: Generated<number>;
}

export interface AuthTokenTable {
  token_hash: string;
  customer_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface PaymentMethodTable {
  id: string;
  customer_id: number;
  /** The processor's reference for the card; the number and CVC are never stored. */
  processor_token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  name: string | null;
  postal_code: string | null;
  country: string | null;
  created_at: Timestamp;
}

export interface CouponDefinitionTable {
  code: string;
  group_id: string;
  /** Sold through the coupon app rather than granted (has charges, no uuid). */
  purchasable: boolean;
  document: Json<Record<string, unknown>>;
}

export interface CustomerCouponTable {
  uuid: string;
  customer_id: number;
  coupon_code: string;
  valid_to: string | null;
  used_order_id: string | null;
  created_at: Timestamp;
}

export interface PunchCardDefinitionTable {
  code: string;
  store_id: string;
  document: Json<Record<string, unknown>>;
}

export interface CustomerPunchCardTable {
  id: string;
  customer_id: number;
  definition_code: string;
  earned: number;
}

export interface RewardOptionTable {
  id: string;
  group_id: string;
  store_id: string;
  sequence: number;
  document: Json<Record<string, unknown>>;
}

export interface OrderTable {
  order_id: string;
  display_id: string;
  customer_id: number | null;
  store_id: string;
  order_type: string;
  order_status: string;
  table_no: number | null;
  total_cents: number;
  idempotency_token: string | null;
  created_at: Timestamp;
  /** The order as the spec's entities describe it (subOrderList, totals, payment). */
  document: Json<Record<string, unknown>>;
  /** A guest order's bearer secret (reading, following and cancelling it); null for a customer's. */
  guest_token: string | null;
  /** The number of its last status event (0: none yet). */
  status_seq: Generated<number>;
  /** When it reached its current status (null until its payment settles). */
  status_at: Timestamp | null;
  /** A scheduled order's kitchen start (its time minus its preparation time). */
  kitchen_start_at: Timestamp | null;
  /** The estimated ready (or arrival) time, which the kitchen may move. */
  estimated_at: Timestamp | null;
}

/** One step of an order's status (issue 23), with the status as of it. */
export interface OrderStatusEventTable {
  id: Generated<number>;
  order_id: string;
  seq: number;
  status: string;
  at: Timestamp;
  snapshot: Json<Record<string, unknown>>;
}

export interface ItemThumbupTable {
  id: string;
  store_id: string;
  group_id: string;
  catalog_code: string;
  item_code: string;
  customer_id: number | null;
  created_at: Timestamp;
}

export interface ServiceRequestTable {
  id: Generated<number>;
  store_id: string;
  table_no: string;
  code: string;
  customer_name: string | null;
  telephone: string | null;
  customer_id: number | null;
  created_at: Timestamp;
}

export interface ClientErrorReportTable {
  id: Generated<number>;
  store_id: string | null;
  status_code: number | null;
  error: string;
  customer_id: number | null;
  user_agent: string | null;
  created_at: Timestamp;
}

export interface GuestReferralTable {
  id: Generated<number>;
  referrer_customer_id: number;
  store_id: string | null;
  created_at: Timestamp;
}

/** Solved captchas, so one solution cannot be replayed. */
export interface CaptchaRedemptionTable {
  signature: string;
  expires_at: Timestamp;
}

/** A cart kept on the server (spec 2 §3 "Cart state"): the client's request, re-priced on read. */
export interface CartTable {
  cart_key: string;
  customer_id: number | null;
  store_id: string;
  menu_code: string;
  request: Json<Record<string, unknown>>;
  sub_total_cents: number;
  updated_at: Timestamp;
}

/** One attempt to pay an order; card numbers never get here, only the processor's reference. */
export interface PaymentTable {
  id: string;
  order_id: string;
  customer_id: number | null;
  payment_type: string;
  status: string;
  amount_cents: number;
  wallet_cents: Generated<number>;
  /** The wallet share was debited when the payment was requested and has not been given back. */
  wallet_held: Generated<boolean>;
  tips_cents: Generated<number>;
  processor: string;
  processor_ref: string | null;
  error_msg: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 1, 2, … per order; 0 for rows from before attempts were numbered. */
  attempt: Generated<number>;
  /** The processor's idempotency key of this attempt (order and attempt). */
  idempotency_key: string | null;
  /** The order's coupon, redeemed points and stamps were taken with this payment and not given back. */
  loyalty_held: Generated<boolean>;
  /** The processor took money for this attempt (it must settle the order or be reversed). */
  charged: Generated<boolean>;
  /** The processor's charge was refunded or cancelled. */
  refunded: Generated<boolean>;
}

/** The simulated card processor's ledger (a real processor keeps its own). */
export interface SimulatedChargeTable {
  idempotency_key: string;
  ref: string;
  order_id: string;
  amount_cents: number;
  status: string;
  created_at: Timestamp;
}

export interface OrderRatingTable {
  order_id: string;
  customer_id: number | null;
  point: number;
  comments: string | null;
  created_at: Timestamp;
}

export interface Database {
  store_groups: StoreGroupTable;
  stores: StoreTable;
  menus: MenuTable;
  dining_tables: DiningTableTable;
  customers: CustomerTable;
  login_codes: LoginCodeTable;
  auth_tokens: AuthTokenTable;
  payment_methods: PaymentMethodTable;
  coupon_definitions: CouponDefinitionTable;
  customer_coupons: CustomerCouponTable;
  punch_card_definitions: PunchCardDefinitionTable;
  customer_punch_cards: CustomerPunchCardTable;
  reward_options: RewardOptionTable;
  orders: OrderTable;
  order_status_events: OrderStatusEventTable;
  item_thumbups: ItemThumbupTable;
  service_requests: ServiceRequestTable;
  client_error_reports: ClientErrorReportTable;
  guest_referrals: GuestReferralTable;
  captcha_redemptions: CaptchaRedemptionTable;
  carts: CartTable;
  payments: PaymentTable;
  simulated_charges: SimulatedChargeTable;
  order_ratings: OrderRatingTable;
}

export type CustomerRow = Selectable<CustomerTable>;
export type NewOrder = Insertable<OrderTable>;
