// Every operation of the API in one table: its path, who may call it, the schemas of its parts and
// of its answer, and the error codes it may answer with. The API parses with these schemas, the
// clients validate with them, and the OpenAPI document is generated from this table.
import * as v from 'valibot';
import * as address from './address.js';
import * as auth from './auth.js';
import * as captcha from './captcha.js';
import * as cart from './cart.js';
import * as catalog from './catalog.js';
import * as customer from './customer.js';
import * as loyalty from './loyalty.js';
import * as orderStatus from './order-status.js';
import * as orders from './orders.js';
import * as paymentMethods from './payment-methods.js';
import * as payments from './payments.js';
import * as reports from './reports.js';
import * as serviceRequests from './service-requests.js';
import * as thumbsUp from './thumbs-up.js';

// valibot's object schemas of any entries: what a path, query or header part is described by.
type ObjectLike = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

export type Method = 'get' | 'post' | 'put' | 'delete';

/** The session an operation needs: none is read, one is used when sent, or one is required. */
export type Session = 'none' | 'optional' | 'required';

export interface Operation {
  readonly operationId: string;
  readonly method: Method;
  /** OpenAPI path template under the API base, e.g. '/menu/{code}'. */
  readonly path: string;
  readonly tag: string;
  readonly summary: string;
  readonly session: Session;
  /** The storeId header: required, read when sent, or not read. */
  readonly storeHeader?: 'required' | 'optional';
  /** The white-label-group-id header is read when sent. */
  readonly groupHeader?: boolean;
  readonly params?: ObjectLike;
  readonly query?: ObjectLike;
  /** Other headers it reads (names in lower case), beyond the session, storeId and group ones. */
  readonly headers?: ObjectLike;
  readonly body?: v.GenericSchema;
  readonly success: {
    readonly status: number;
    readonly description: string;
    /**
     * JSON unless said otherwise (the hosted pages are HTML, images are files). An event stream's
     * schema is the JSON of each event's data.
     */
    readonly contentType?:
      | 'application/json'
      | 'application/manifest+json'
      | 'text/html'
      | 'image/*'
      | 'text/event-stream';
    readonly schema?: v.GenericSchema;
  };
  /** Error answers by status, with the errorCode values each may carry. */
  readonly errors: Readonly<Partial<Record<400 | 401 | 403 | 404 | 409 | 429, readonly string[]>>>;
}

const INVALID = 'GENERAL_ERR_INVALID_REQUEST';
const STORE_NOT_FOUND = 'GENERAL_ERR_STORE_NOT_FOUND';
const TOKEN_INVALID = 'USR_ERR_0030';
const LOGIN_REQUIRED = 'USR_ERR_LOGIN_REQUIRED';
const FORBIDDEN = 'GENERAL_ERR_FORBIDDEN';
const TOO_MANY = 'GENERAL_ERR_TOO_MANY_REQUESTS';

/** The cart's own refusals: lines the menu does not know, and the menu itself. */
const CART_REFUSALS = ['MENU_ERR_ITEM_NOT_FOUND', 'ORD_ERR_INVALID_ITEM', 'MENU_ERR_MENU_NOT_FOUND'];
/** An order refused for a problem of its cart (each also shown as a validation error on the cart). */
const ORDER_REFUSALS = [
  ...CART_REFUSALS,
  'ORD_ERR_CART_EMPTY',
  'ORD_ERR_SCHEDULED_TIME_INVALID',
  'ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED',
  'ORD_ERR_DELIVERY_DISABLED',
  'ORD_ERR_PICK_UP_DISABLED',
  'ORD_ERR_DINE_IN_DISABLED',
  'ORD_ERR_ITEM_UNAVAILABLE',
  'ORD_ERR_MENU_UNAVAILABLE',
  'ORD_ERR_TABLE_REQUIRED',
  'ORD_ERR_TABLE_NOT_FOUND',
  'ORD_ERR_DELIVERY_ADDRESS_REQUIRED',
  'ORD_ERR_DELIVERY_ADDRESS_INVALID',
  'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE',
  'ORD_ERR_DELIVERY_PROVIDER_UNSUPPORTED',
  'ORD_ERR_0027',
  'ORD_ERR_0039',
  'COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND',
  'COUPON_ERROR_NOT_ELIGIBLE',
  'COUPON_ERROR_LOGIN_REQUIRED',
  'LOYALTY_ERR_REWARD_NOT_FOUND',
  'LOYALTY_ERR_NOT_ENOUGH_POINTS',
  'LOYALTY_ERR_LOGIN_REQUIRED',
  'LOYALTY_ERR_PUNCH_CARD_INVALID',
];
/** Reading an order: its customer (a session), or for a guest order its guest token. */
const ORDER_READ_ERRORS = {
  400: [INVALID],
  401: [TOKEN_INVALID, LOGIN_REQUIRED],
  403: [FORBIDDEN],
  404: ['ORD_ERR_ORDER_NOT_FOUND'],
} as const;
const ADDRESS_REFUSALS = [
  INVALID,
  STORE_NOT_FOUND,
  'ORD_ERR_DELIVERY_ADDRESS_INVALID',
  'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE',
  'ORD_ERR_DELIVERY_PROVIDER_UNSUPPORTED',
];

const HOSTED_PAGES: Operation[] = (['challenge', 'wechat'] as const).flatMap((kind) => {
  const what = kind === 'wechat' ? 'WeChat confirmation' : '3-D Secure challenge';
  const page: Operation = {
    operationId: `${kind}Page`,
    method: 'get',
    path: `/payment/${kind}/{paymentId}`,
    tag: 'Payments',
    summary: `The simulated ${what} page a payment's redirectUrl opens`,
    session: 'none',
    params: payments.PaymentPageParamsSchema,
    success: { status: 200, description: 'The page (HTML)', contentType: 'text/html' },
    errors: { 400: [INVALID], 404: ['GENERAL_ERR_NOT_FOUND'] },
  };
  const outcomes = (['complete', 'fail'] as const).map(
    (outcome): Operation => ({
      operationId: `${kind}Page${outcome === 'complete' ? 'Complete' : 'Fail'}`,
      method: 'post',
      path: `/payment/${kind}/{paymentId}/${outcome}`,
      tag: 'Payments',
      summary: `The ${what} page's ${outcome === 'complete' ? 'confirm' : 'cancel'} button: settles the payment and sends the browser back to the site (303)`,
      session: 'none',
      params: payments.PaymentPageParamsSchema,
      success: { status: 303, description: 'Redirect to the site page that shows the outcome' },
      errors: { 400: [INVALID, 'GENERAL_ERR_NOT_FOUND'] },
    }),
  );
  return [page, ...outcomes];
});

export const OPERATIONS: readonly Operation[] = [
  {
    operationId: 'health',
    method: 'get',
    path: '/health',
    tag: 'Service',
    summary: 'Liveness, the database kind and the time the rules take as now',
    session: 'none',
    success: { status: 200, description: 'Up', schema: catalog.HealthAnswerSchema },
    errors: {},
  },
  {
    operationId: 'getOpenApiDocument',
    method: 'get',
    path: '/openapi.json',
    tag: 'Service',
    summary: 'This document',
    session: 'none',
    success: {
      status: 200,
      description: 'The OpenAPI 3.1 document',
      schema: v.looseObject({ openapi: v.string(), paths: v.record(v.string(), v.unknown()) }),
    },
    errors: {},
  },
  {
    operationId: 'getReference',
    method: 'get',
    path: '/reference',
    tag: 'Service',
    summary: 'This document rendered for reading (its viewer script is served under /reference/js)',
    session: 'none',
    success: { status: 200, description: 'The reference page (HTML)', contentType: 'text/html' },
    errors: {},
  },
  // ---- Catalogue (spec 1 §7) ----
  {
    operationId: 'getStores',
    method: 'get',
    path: '/store',
    tag: 'Catalogue',
    summary: 'One store (storeId) or every store of a group (groupId), always as an array',
    session: 'none',
    storeHeader: 'optional',
    groupHeader: true,
    query: catalog.StoreQuerySchema,
    success: { status: 200, description: 'The stores', schema: catalog.StoreListAnswerSchema },
    errors: { 400: [INVALID], 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'getStoreGroup',
    method: 'get',
    path: '/store_group',
    tag: 'Catalogue',
    summary: 'A group with its stores',
    session: 'none',
    query: catalog.StoreGroupQuerySchema,
    success: { status: 200, description: 'The group', schema: catalog.StoreGroupAnswerSchema },
    errors: { 400: [INVALID], 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'getLiteMenus',
    method: 'get',
    path: '/lite_menus',
    tag: 'Catalogue',
    summary: "The store's menus without their groups (channels and schedules included)",
    session: 'none',
    storeHeader: 'required',
    query: catalog.LiteMenusQuerySchema,
    success: { status: 200, description: 'The menus', schema: catalog.LiteMenusAnswerSchema },
    errors: { 400: [INVALID], 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'getMenu',
    method: 'get',
    path: '/menu/{code}',
    tag: 'Catalogue',
    summary: 'A menu with its groups and items, combo slots resolved, thumbs-up counts',
    session: 'none',
    storeHeader: 'required',
    params: catalog.MenuParamsSchema,
    success: { status: 200, description: 'The menu', schema: catalog.MenuAnswerSchema },
    errors: { 400: [INVALID], 404: [STORE_NOT_FOUND, 'MENU_ERR_MENU_NOT_FOUND'] },
  },
  {
    operationId: 'getAssignedMenu',
    method: 'get',
    path: '/assigned_menu',
    tag: 'Catalogue',
    summary: 'A table by number (or the number shown on it) and the menus it may order from',
    session: 'none',
    storeHeader: 'required',
    query: catalog.AssignedMenuQuerySchema,
    success: { status: 200, description: 'The table', schema: catalog.AssignedMenuAnswerSchema },
    errors: { 400: [INVALID], 404: [STORE_NOT_FOUND, 'ORD_ERR_TABLE_NOT_FOUND'] },
  },
  {
    operationId: 'getStoreDetails',
    method: 'get',
    path: '/store_details/{sid}',
    tag: 'Catalogue',
    summary: 'Store, group and manifest in one answer (the host serves it as /owa/store_details)',
    session: 'none',
    params: catalog.StoreDetailsParamsSchema,
    success: { status: 200, description: 'The details', schema: catalog.StoreDetailsAnswerSchema },
    errors: { 400: [INVALID], 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'getManifest',
    method: 'get',
    path: '/manifest/{id}',
    tag: 'Catalogue',
    summary: 'The web app manifest of a store or a group (the host serves it as /owa/manifest)',
    session: 'none',
    params: catalog.ManifestParamsSchema,
    success: {
      status: 200,
      description: 'The manifest',
      contentType: 'application/manifest+json',
      schema: catalog.WebManifestSchema,
    },
    errors: { 400: [INVALID], 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'getImage',
    method: 'get',
    path: '/images/{path}',
    tag: 'Catalogue',
    summary: 'A demo picture (items, logos, banners)',
    session: 'none',
    params: catalog.ImageParamsSchema,
    success: { status: 200, description: 'The picture', contentType: 'image/*' },
    errors: { 404: ['GENERAL_ERR_NOT_FOUND'] },
  },
  // ---- Login and account (spec 3 §4, §7) ----
  {
    operationId: 'requestLoginCode',
    method: 'post',
    path: '/customer/login/request',
    tag: 'Account',
    summary: 'Sends a one-time login code (demo mode writes it to the log)',
    session: 'none',
    body: auth.LoginCodeRequestSchema,
    success: { status: 200, description: 'Code sent', schema: auth.LoginCodeAnswerSchema },
    errors: { 400: [INVALID], 429: ['USR_ERR_CODE_RESEND_TOO_SOON', TOO_MANY] },
  },
  {
    operationId: 'login',
    method: 'post',
    path: '/customer/login',
    tag: 'Account',
    summary: 'Logs in with the code; the token comes in the Authorization header and as authToken',
    session: 'none',
    body: auth.LoginRequestSchema,
    success: { status: 200, description: 'Logged in', schema: auth.LoginAnswerSchema },
    errors: {
      400: [INVALID, 'USR_ERR_CODE_INCORRECT', 'USR_ERR_CODE_EXPIRED'],
      429: ['USR_ERR_CODE_ATTEMPTS_EXCEEDED', TOO_MANY],
    },
  },
  {
    operationId: 'logout',
    method: 'post',
    path: '/customer/logout',
    tag: 'Account',
    summary: 'Ends the session of the token sent',
    session: 'required',
    success: { status: 200, description: 'Logged out', schema: auth.LogoutAnswerSchema },
    errors: { 401: [TOKEN_INVALID] },
  },
  {
    operationId: 'getCustomer',
    method: 'get',
    path: '/customer',
    tag: 'Account',
    summary: "The logged-in customer's profile",
    session: 'required',
    success: { status: 200, description: 'The profile', schema: auth.CustomerAnswerSchema },
    errors: { 401: [TOKEN_INVALID] },
  },
  {
    operationId: 'updateCustomer',
    method: 'put',
    path: '/customer',
    tag: 'Account',
    summary: "Saves the customer's name and e-mail",
    session: 'required',
    body: customer.ContactUpdateSchema,
    success: { status: 200, description: 'The profile as saved', schema: auth.CustomerAnswerSchema },
    errors: { 400: [INVALID], 401: [TOKEN_INVALID] },
  },
  {
    operationId: 'getAccount',
    method: 'get',
    path: '/customer/account',
    tag: 'Account',
    summary: 'Profile, store wallet, points, saved-card count and referral link',
    session: 'required',
    storeHeader: 'optional',
    success: { status: 200, description: 'The account', schema: customer.AccountAnswerSchema },
    errors: { 400: [INVALID], 401: [TOKEN_INVALID], 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'listPaymentMethods',
    method: 'get',
    path: '/customer/paymentMethod',
    tag: 'Account',
    summary: 'Saved cards (never the number)',
    session: 'required',
    success: { status: 200, description: 'The cards', schema: paymentMethods.SavedCardListAnswerSchema },
    errors: { 401: [TOKEN_INVALID] },
  },
  {
    operationId: 'addPaymentMethod',
    method: 'post',
    path: '/customer/paymentMethod',
    tag: 'Account',
    summary: 'Saves a card: the processor tokenises it, only the token and last four are kept',
    session: 'required',
    body: paymentMethods.NewPaymentMethodSchema,
    success: { status: 201, description: 'The saved card', schema: paymentMethods.SavedCardAnswerSchema },
    errors: {
      400: [
        INVALID,
        'PAY_ERR_CARD_INVALID',
        'PAY_ERR_INVALID_CVC',
        'PAY_ERR_CARD_EXPIRED',
        'PAY_ERR_POSTAL_CODE',
      ],
      401: [TOKEN_INVALID],
    },
  },
  ...(['paymentmethod', 'paymentMethod'] as const).map(
    (segment): Operation => ({
      operationId: segment === 'paymentmethod' ? 'deletePaymentMethod' : 'deletePaymentMethodCamelCase',
      method: 'delete',
      path: `/customer/${segment}/{id}`,
      tag: 'Account',
      summary:
        segment === 'paymentmethod'
          ? 'Deletes a saved card (the spec writes this path in lower case)'
          : 'Deletes a saved card (the camel-case twin of the other card calls)',
      session: 'required',
      params: paymentMethods.PaymentMethodParamsSchema,
      success: { status: 200, description: 'Deleted', schema: paymentMethods.CardDeletedAnswerSchema },
      errors: {
        400: [INVALID],
        401: [TOKEN_INVALID],
        403: [FORBIDDEN],
        404: ['PAY_ERR_PAYMENT_METHOD_NOT_FOUND'],
      },
    }),
  ),
  // ---- Loyalty (spec 3 §7) ----
  {
    operationId: 'getCustomerRewards',
    method: 'get',
    path: '/customer/profile/store',
    tag: 'Loyalty',
    summary: "The customer's points, coupons (held and for sale) and punch cards at the store",
    session: 'required',
    storeHeader: 'required',
    success: { status: 200, description: 'The rewards', schema: loyalty.CustomerRewardsAnswerSchema },
    errors: { 400: [INVALID], 401: [TOKEN_INVALID], 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'getRewardOptions',
    method: 'get',
    path: '/rewards',
    tag: 'Loyalty',
    summary: "The store's reward options (visitors see them with a login prompt)",
    session: 'optional',
    storeHeader: 'required',
    success: { status: 200, description: 'The options', schema: loyalty.RewardOptionsAnswerSchema },
    errors: { 400: [INVALID], 401: [TOKEN_INVALID], 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'getCoupons',
    method: 'get',
    path: '/rewards/coupons',
    tag: 'Loyalty',
    summary: "The group's coupons, their eligibility judged against the customer's cart",
    session: 'optional',
    storeHeader: 'required',
    success: { status: 200, description: 'The coupons', schema: loyalty.CouponsAnswerSchema },
    errors: { 400: [INVALID], 401: [TOKEN_INVALID], 404: [STORE_NOT_FOUND] },
  },
  // ---- Thumbs-up (spec 1 §4.8) ----
  {
    operationId: 'getThumbupCounts',
    method: 'get',
    path: '/item/get_thumbup/{groupId}/{storeId}',
    tag: 'Thumbs-up',
    summary: 'Like counts of the items that have likes',
    session: 'none',
    params: thumbsUp.StoreOfGroupParamsSchema,
    success: { status: 200, description: 'The counts', schema: thumbsUp.ThumbupCountsSchema },
    errors: { 400: [INVALID], 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'clickThumbup',
    method: 'post',
    path: '/item/click_thumbup',
    tag: 'Thumbs-up',
    summary: 'Likes an item, or takes the like back',
    session: 'optional',
    body: thumbsUp.ClickThumbupSchema,
    success: { status: 200, description: 'The like and the new count', schema: thumbsUp.ThumbupClickSchema },
    errors: {
      400: [INVALID, 'MENU_ERR_MENU_NOT_FOUND', 'MENU_ERR_ITEM_NOT_FOUND'],
      401: [TOKEN_INVALID],
      403: [FORBIDDEN],
      404: [STORE_NOT_FOUND],
    },
  },
  {
    operationId: 'getThumbupHistory',
    method: 'get',
    path: '/customer/thumbup_history/{customerId}/{groupId}/{storeId}',
    tag: 'Thumbs-up',
    summary: 'The item codes the customer likes at the store',
    session: 'required',
    params: thumbsUp.ThumbupHistoryParamsSchema,
    success: { status: 200, description: 'The codes', schema: thumbsUp.ThumbupHistorySchema },
    errors: { 400: [INVALID], 401: [TOKEN_INVALID], 403: [FORBIDDEN], 404: [STORE_NOT_FOUND] },
  },
  // ---- Cart (spec 2 §7) ----
  {
    operationId: 'priceCart',
    method: 'post',
    path: '/shoppingcart',
    tag: 'Cart',
    summary: 'Prices the cart from the menu and keeps it (per customer and store, or per visitor order UUID)',
    session: 'optional',
    query: cart.ShoppingCartQuerySchema,
    body: cart.ShoppingCartRequestSchema,
    success: { status: 200, description: 'The priced cart', schema: cart.CartAnswerSchema },
    errors: {
      400: [INVALID, ...CART_REFUSALS],
      401: [TOKEN_INVALID],
      404: [STORE_NOT_FOUND, 'MENU_ERR_MENU_NOT_FOUND'],
    },
  },
  {
    operationId: 'fetchCart',
    method: 'get',
    path: '/shoppingcart',
    tag: 'Cart',
    summary: 'The kept cart, priced again now (an empty pickup cart when none is kept)',
    session: 'optional',
    query: cart.FetchCartQuerySchema,
    success: { status: 200, description: 'The priced cart', schema: cart.CartAnswerSchema },
    errors: { 400: [INVALID, ...CART_REFUSALS], 401: [TOKEN_INVALID], 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'removeCoupon',
    method: 'delete',
    path: '/shoppingcart/coupon',
    tag: 'Cart',
    summary: 'Removes the coupon from the kept cart and prices it again',
    session: 'optional',
    query: cart.FetchCartQuerySchema,
    success: { status: 200, description: 'The priced cart', schema: cart.CartAnswerSchema },
    errors: {
      400: [INVALID, 'ORD_ERR_CART_NOT_FOUND', ...CART_REFUSALS],
      401: [TOKEN_INVALID],
      404: [STORE_NOT_FOUND],
    },
  },
  {
    operationId: 'viewBill',
    method: 'post',
    path: '/bill/view',
    tag: 'Cart',
    summary: "The bill: the cart's total plus the tips that count for the order type and payment",
    session: 'optional',
    query: cart.ShoppingCartQuerySchema,
    body: cart.BillRequestSchema,
    success: { status: 200, description: 'The bill', schema: cart.BillAnswerSchema },
    errors: {
      400: [INVALID, ...CART_REFUSALS],
      401: [TOKEN_INVALID],
      404: [STORE_NOT_FOUND, 'MENU_ERR_MENU_NOT_FOUND'],
    },
  },
  {
    operationId: 'validateProviders',
    method: 'post',
    path: '/order/validate_providers',
    tag: 'Cart',
    summary: "Every delivery provider's verdict on an address (cost in cents)",
    session: 'none',
    storeHeader: 'optional',
    body: cart.AddressRequestSchema,
    success: { status: 200, description: 'The verdicts', schema: cart.ProvidersAnswerSchema },
    errors: { 400: ADDRESS_REFUSALS, 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'validateAddress',
    method: 'post',
    path: '/order/validate_address',
    tag: 'Cart',
    summary: 'Whether the store delivers to an address (with the provider asked for, or any)',
    session: 'none',
    storeHeader: 'optional',
    query: cart.ValidateAddressQuerySchema,
    body: cart.AddressRequestSchema,
    success: { status: 200, description: 'Delivers there', schema: cart.AddressAnswerSchema },
    errors: { 400: ADDRESS_REFUSALS, 404: [STORE_NOT_FOUND] },
  },
  {
    operationId: 'suggestAddresses',
    method: 'get',
    path: '/address/suggestions',
    tag: 'Cart',
    summary: 'Places matching what the diner typed, in the given countries',
    session: 'none',
    query: address.SuggestionQuerySchema,
    success: { status: 200, description: 'The suggestions', schema: address.SuggestionsAnswerSchema },
    errors: { 400: [INVALID] },
  },
  // ---- Orders (spec 2 §7, spec 3 §7) ----
  {
    operationId: 'placeOrder',
    method: 'post',
    path: '/order',
    tag: 'Orders',
    summary: 'Places the order once per idempotency token (a repeat answers the first order)',
    session: 'optional',
    query: cart.ShoppingCartQuerySchema,
    body: orders.OrderPayloadSchema,
    success: { status: 201, description: 'The order', schema: orders.OrderSchema },
    errors: {
      400: [INVALID, ...ORDER_REFUSALS],
      401: [TOKEN_INVALID, LOGIN_REQUIRED],
      403: [FORBIDDEN],
      404: [STORE_NOT_FOUND, 'MENU_ERR_MENU_NOT_FOUND'],
    },
  },
  {
    operationId: 'addSubOrder',
    method: 'post',
    path: '/order/{orderId}',
    tag: 'Orders',
    summary: 'Another round of dishes for an open dine-in order',
    session: 'optional',
    params: orders.OrderParamsSchema,
    body: orders.SubOrderPayloadSchema,
    success: { status: 200, description: 'The order', schema: orders.OrderSchema },
    errors: {
      400: [INVALID, 'ORD_ERR_NOT_DINE_IN', 'ORD_ERR_ORDER_CLOSED', ...ORDER_REFUSALS],
      401: [TOKEN_INVALID, LOGIN_REQUIRED],
      403: [FORBIDDEN],
      404: ['ORD_ERR_ORDER_NOT_FOUND', 'MENU_ERR_MENU_NOT_FOUND'],
    },
  },
  {
    operationId: 'getOrder',
    method: 'get',
    path: '/order/{orderId}',
    tag: 'Orders',
    summary: "An order: the customer's own, or a guest order by its id",
    session: 'optional',
    params: orders.OrderParamsSchema,
    success: { status: 200, description: 'The order', schema: orders.OrderSchema },
    errors: ORDER_READ_ERRORS,
  },
  {
    operationId: 'getOrderStatus',
    method: 'get',
    path: '/order/{orderId}/status',
    tag: 'Orders',
    summary:
      'Where the order is: its steps with their times, the estimated time, until when it may be cancelled',
    session: 'optional',
    params: orders.OrderParamsSchema,
    headers: orderStatus.GuestTokenHeaderSchema,
    success: { status: 200, description: 'The status', schema: orderStatus.OrderStatusAnswerSchema },
    errors: ORDER_READ_ERRORS,
  },
  {
    operationId: 'streamOrderStatus',
    method: 'get',
    path: '/order/{orderId}/events',
    tag: 'Orders',
    summary:
      "Server-Sent Events of the order's status: each event (id: its seq) carries the status as of it; " +
      'without Last-Event-ID the stream starts with the current status, with it every later event follows in order',
    session: 'optional',
    params: orders.OrderParamsSchema,
    headers: orderStatus.OrderEventsHeaderSchema,
    success: {
      status: 200,
      description: 'The event stream (ends once the order is final)',
      contentType: 'text/event-stream',
      schema: orderStatus.OrderStatusAnswerSchema,
    },
    errors: ORDER_READ_ERRORS,
  },
  {
    operationId: 'cancelOrder',
    method: 'post',
    path: '/order/{orderId}/cancel',
    tag: 'Orders',
    summary:
      'Cancels an order the kitchen has not started (RECEIVED; a scheduled one before its kitchen start): ' +
      'the wallet share, redeemed points, stamps and coupon come back at once, the card share through the processor',
    session: 'optional',
    params: orders.OrderParamsSchema,
    headers: orderStatus.GuestTokenHeaderSchema,
    success: {
      status: 200,
      description: 'The cancelled status, with its refund',
      schema: orderStatus.OrderStatusAnswerSchema,
    },
    errors: { ...ORDER_READ_ERRORS, 409: ['ORD_ERR_NOT_CANCELLABLE'] },
  },
  {
    operationId: 'getOrderHistory',
    method: 'get',
    path: '/order/history',
    tag: 'Orders',
    summary: "A page of the customer's orders, newest first",
    session: 'required',
    query: orders.HistoryQuerySchema,
    success: { status: 200, description: 'The page', schema: orders.OrderHistoryAnswerSchema },
    errors: { 400: [INVALID], 401: [TOKEN_INVALID] },
  },
  {
    operationId: 'getOpenOrder',
    method: 'get',
    path: '/customer/order',
    tag: 'Orders',
    summary: "The customer's order still open at this store (its table), or nulls",
    session: 'required',
    storeHeader: 'optional',
    success: { status: 200, description: 'The open order or nulls', schema: orders.OpenOrderAnswerSchema },
    errors: { 400: [INVALID], 401: [TOKEN_INVALID] },
  },
  {
    operationId: 'rateOrder',
    method: 'post',
    path: '/{orderId}/rating',
    tag: 'Orders',
    summary: 'Rates an order (0 is answered but not kept)',
    session: 'required',
    params: orders.OrderParamsSchema,
    body: orders.RatingSchema,
    success: { status: 200, description: 'The rating', schema: orders.RatingAnswerSchema },
    errors: { 400: [INVALID], 401: [TOKEN_INVALID], 403: [FORBIDDEN], 404: ['ORD_ERR_ORDER_NOT_FOUND'] },
  },
  // ---- Payments (spec 2 §7) ----
  {
    operationId: 'pay',
    method: 'post',
    path: '/payment/order',
    tag: 'Payments',
    summary: 'Places (or takes) the order and pays it: card, store wallet, WeChat or in person',
    session: 'optional',
    body: payments.PaymentRequestSchema,
    success: { status: 200, description: 'The payment', schema: payments.PaymentAnswerSchema },
    errors: {
      400: [
        INVALID,
        ...ORDER_REFUSALS,
        'PAY_ERR_CARD_DECLINED',
        'PAY_ERR_INSUFFICIENT_BALANCE',
        'PAY_ERR_SECOND_METHOD_REQUIRED',
        'PAY_ERR_METHOD_NOT_ALLOWED',
        'PAY_ERR_ORDER_REQUIRED',
        'PAY_ERR_PAYMENT_METHOD_NOT_FOUND',
        'COUPON_ERROR_ALREADY_USED',
        'CAPTCHA_ERR_INVALID',
      ],
      401: [TOKEN_INVALID, LOGIN_REQUIRED],
      403: [FORBIDDEN],
      404: ['ORD_ERR_ORDER_NOT_FOUND', STORE_NOT_FOUND, 'MENU_ERR_MENU_NOT_FOUND'],
      409: ['PAY_ERR_PAYMENT_IN_PROGRESS'],
    },
  },
  {
    operationId: 'getPaymentStatus',
    method: 'get',
    path: '/payment/{orderId}',
    tag: 'Payments',
    summary: "The order's latest payment status (asking the processor while it waits)",
    session: 'optional',
    params: orders.OrderParamsSchema,
    success: { status: 200, description: 'The status', schema: payments.PaymentStatusAnswerSchema },
    errors: {
      400: [INVALID],
      401: [TOKEN_INVALID, LOGIN_REQUIRED],
      403: [FORBIDDEN],
      404: ['ORD_ERR_ORDER_NOT_FOUND'],
    },
  },
  ...HOSTED_PAGES,
  // ---- Table service, reports, captcha ----
  {
    operationId: 'getCaptchaChallenge',
    method: 'get',
    path: '/captcha/challenge',
    tag: 'Service',
    summary: 'A fresh proof-of-work challenge (ALTCHA) for anonymous writes',
    session: 'none',
    success: { status: 200, description: 'The challenge', schema: captcha.CaptchaChallengeSchema },
    errors: {},
  },
  {
    operationId: 'requestService',
    method: 'post',
    path: '/servicerequest',
    tag: 'Service',
    summary: 'Calls a server to the table (water, the bill, …)',
    session: 'optional',
    storeHeader: 'required',
    body: serviceRequests.ServiceRequestSchema,
    success: { status: 200, description: 'Sent', schema: serviceRequests.ServiceRequestAnswerSchema },
    errors: {
      400: [
        INVALID,
        'SRV_ERR_SERVICE_REQUEST_UNSUPPORTED',
        'SRV_ERR_SERVICE_REQUEST_CODE_UNKNOWN',
        'ORD_ERR_TABLE_NOT_FOUND',
        'CAPTCHA_ERR_INVALID',
      ],
      401: [TOKEN_INVALID, LOGIN_REQUIRED],
      403: [FORBIDDEN],
      404: [STORE_NOT_FOUND],
    },
  },
  {
    operationId: 'reportClientError',
    method: 'post',
    path: '/order/error',
    tag: 'Service',
    summary: 'A client reports an error it met (kept for the operators)',
    session: 'optional',
    storeHeader: 'optional',
    body: reports.ClientErrorSchema,
    success: { status: 201, description: 'Kept', schema: reports.ErrorReportAnswerSchema },
    errors: { 400: [INVALID], 429: [TOO_MANY] },
  },
  {
    operationId: 'recordGuestReferral',
    method: 'post',
    path: '/guest/referrer',
    tag: 'Service',
    summary: "A visitor arrived through a customer's referral link",
    session: 'none',
    storeHeader: 'optional',
    body: reports.GuestReferrerSchema,
    success: { status: 200, description: 'Recorded', schema: reports.ReferralAnswerSchema },
    errors: { 400: [INVALID, 'USR_ERR_CUSTOMER_NOT_FOUND'] },
  },
];
