import { charge, type JsonObject } from './builders.js';

export const JANE_ID = 1001;
export const SAM_ID = 1002;
/** New customers get ids from here on, clear of the demo ids. */
export const FIRST_NEW_CUSTOMER_ID = 5000;

export const demoCustomers = [
  {
    id: JANE_ID,
    telephone: '4165550100',
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    points: 1250,
    wallet_cents: 2000,
  },
  {
    id: SAM_ID,
    telephone: '4165550111',
    first_name: 'Sam',
    last_name: 'Lee',
    email: null,
    points: 0,
    wallet_cents: 0,
  },
];

/** Demo customers always get this one-time code (DEMO-DATA.md), in demo mode only. */
export const DEMO_LOGIN_CODE = '246810';
export const demoTelephones = new Set(demoCustomers.map((c) => c.telephone));

export const demoPaymentMethods = [
  {
    id: 'pm_demo_jane_visa',
    customer_id: JANE_ID,
    processor_token: 'sim_tok_visa_4242_jane',
    brand: 'VISA',
    last4: '4242',
    exp_month: 12,
    exp_year: 2030,
    name: 'Jane Doe',
    postal_code: 'M5X 1A9',
    country: 'CA',
  },
];

export interface SeedCouponDefinition {
  code: string;
  groupId: string;
  purchasable: boolean;
  document: JsonObject;
}

/**
 * Coupon rules the API evaluates: MIN_ORDER compares the customer's current cart subtotal with
 * minOrderCents. A rule's description is what the coupon card lists when it is not met.
 */
export const demoCouponDefinitions: SeedCouponDefinition[] = [
  {
    code: 'WELCOME10',
    groupId: 'G1001',
    purchasable: false,
    document: {
      name: 'WELCOME10',
      description: '10% off your order. Welcome to Maple & Co.!',
      imageUrl: '/images/coupons/welcome10.svg',
      discountRule: { percent: 0.1, amount: null },
      rules: [],
      shouldShowIfNotEligible: true,
      paymentMethods: null,
      menuItem: null,
    },
  },
  {
    code: 'BOGOBURGER',
    groupId: 'G1001',
    purchasable: false,
    document: {
      name: 'BOGO Burger',
      description: 'Buy one Build Your Burger and get a second one free.',
      imageUrl: '/images/coupons/bogo-burger.svg',
      discountRule: null,
      rules: [{ type: 'MIN_ORDER', minOrderCents: 2500, description: 'Minimum order $25.00' }],
      shouldShowIfNotEligible: true,
      paymentMethods: null,
      menuItemRef: { menuCode: 'ALLDAY', itemCode: 'BYOB' },
    },
  },
  {
    code: 'GIFT25',
    groupId: 'G1001',
    purchasable: true,
    document: {
      name: '$25 Gift Coupon',
      description: 'A $25 coupon for any Maple & Co. location. Buy it for yourself or send it to a friend.',
      imageUrl: '/images/coupons/gift25.svg',
      charges: [charge({ price: 25.0 })],
      discountRule: { percent: null, amount: 25 },
      rules: [],
      shouldShowIfNotEligible: true,
      paymentMethods: null,
      menuItem: null,
    },
  },
];

export const demoCustomerCoupons = [
  {
    uuid: 'c0a8f2e4-0001-4b7e-9d1a-000000000001',
    customer_id: JANE_ID,
    coupon_code: 'WELCOME10',
    valid_to: '2027-12-31',
  },
  {
    uuid: 'c0a8f2e4-0002-4b7e-9d1a-000000000002',
    customer_id: JANE_ID,
    coupon_code: 'BOGOBURGER',
    valid_to: '2027-06-30',
  },
];

export const demoPunchCardDefinitions = [
  {
    code: 'COFFEECARD',
    store_id: '1001',
    document: {
      name: 'Coffee Card',
      nameTranslation: { translations: [{ lang: 'fr', value: 'Carte café' }] },
      description: 'Collect a stamp with every drink; ten stamps earn a free coffee.',
      type: 'ITEM',
      redeemCount: 10,
      rewardNameString: 'free coffee',
      unitString: 'stamp',
      unitPluralString: 'stamps',
      validTo: '2027-12-31',
      targets: [{ targetType: 'CATEGORY', targetCodes: ['DRINKS'] }],
      onlineRedeemable: true,
      imageURL: '/images/coupons/coffee-card.svg',
      discountAmount: 249,
    },
  },
];

export const demoCustomerPunchCards = [
  { id: 'pc_jane_coffee', customer_id: JANE_ID, definition_code: 'COFFEECARD', earned: 10 },
];

export const demoRewardOptions = [
  {
    id: 'RW-FRIES',
    group_id: 'G1001',
    store_id: '1001',
    sequence: 1,
    document: {
      rewardName: 'Free Classic Fries',
      imageUrl: '/images/items/fries.svg',
      redeemPoints: 500,
      onlineRedeemable: true,
      validTo: null,
      discountRule: null,
      discountAmount: 499,
      menuItemRef: { menuCode: 'ALLDAY', itemCode: 'FRIES' },
    },
  },
  {
    id: 'RW-5OFF',
    group_id: 'G1001',
    store_id: '1001',
    sequence: 2,
    document: {
      rewardName: '$5 off',
      imageUrl: '/images/brand/maple-reward.svg',
      redeemPoints: 1000,
      onlineRedeemable: true,
      validTo: null,
      discountRule: { percent: null, amount: 5 },
      discountAmount: 500,
      menuItemRef: null,
    },
  },
  {
    id: 'RW-20PCT',
    group_id: 'G1001',
    store_id: '1001',
    sequence: 3,
    document: {
      rewardName: '20% off',
      imageUrl: '/images/brand/maple-reward.svg',
      redeemPoints: 3000,
      onlineRedeemable: true,
      validTo: null,
      discountRule: { percent: 0.2, amount: null },
      discountAmount: null,
      menuItemRef: null,
    },
  },
];

interface PastLine {
  code: string;
  name: string;
  price: number;
  qty: number;
}

const pastBaskets: PastLine[][] = [
  [
    { code: 'BYOB', name: 'Build Your Burger', price: 12.49, qty: 1 },
    { code: 'FRIES', name: 'Classic Fries', price: 4.99, qty: 1 },
  ],
  [{ code: 'COMBO1', name: 'Burger Combo', price: 14.99, qty: 2 }],
  [
    { code: 'LPIZZA', name: 'Large Pizza', price: 16.99, qty: 1 },
    { code: 'COLA', name: 'Cola', price: 1.99, qty: 2 },
  ],
  [
    { code: 'SALAD', name: 'Garden Salad', price: 8.49, qty: 1 },
    { code: 'ICEDTEA', name: 'Iced Tea', price: 2.49, qty: 1 },
  ],
  [{ code: 'FEAST', name: 'Family Feast', price: 39.99, qty: 1 }],
  [{ code: 'POKE', name: 'Poke Bowl', price: 16.0, qty: 1 }],
  [
    { code: 'CHKSAND', name: 'Chicken Sandwich', price: 9.99, qty: 1 },
    { code: 'ONIONRINGS', name: 'Onion Rings', price: 5.49, qty: 1 },
  ],
  [{ code: 'DUMPLINGS', name: 'Dumplings (6 pc)', price: 7.99, qty: 2 }],
  [
    { code: 'BRUNCH', name: 'Weekend Brunch Plate', price: 13.99, qty: 2 },
    { code: 'ICEDTEA', name: 'Iced Tea', price: 2.49, qty: 2 },
  ],
  [
    { code: 'KIDS', name: 'Kids Meal', price: 8.99, qty: 1 },
    { code: 'BYOB', name: 'Build Your Burger', price: 11.99, qty: 1 },
  ],
  [{ code: 'CAKE', name: 'Celebration Cake', price: 29.99, qty: 1 }],
  [
    { code: 'FRIES', name: 'Classic Fries', price: 4.99, qty: 3 },
    { code: 'COLA', name: 'Cola', price: 1.99, qty: 3 },
  ],
];

const orderTypes = ['PICKUP', 'DELIVERY', 'PICKUP', 'DINE_IN'];
const toCents = (dollars: number) => Math.round(dollars * 100);

/** Jane's twelve past orders at store 1001, oldest first, a week or so apart. */
export function demoPastOrders() {
  return pastBaskets.map((lines, i) => {
    const created = new Date(Date.UTC(2026, 5, 1 + i * 9, 16 + (i % 5), 15 * (i % 4)));
    const subTotalCents = lines.reduce((sum, l) => sum + toCents(l.price) * l.qty, 0);
    const taxCents = Math.round(subTotalCents * 0.13);
    const orderType = orderTypes[i % orderTypes.length] ?? 'PICKUP';
    const deliveryCents = orderType === 'DELIVERY' ? 399 : 0;
    const totalCents = subTotalCents + taxCents + deliveryCents;
    const status = i === 4 ? 'CANCELLED' : i === 7 ? 'REFUNDED' : 'COMPLETED';
    const orderId = `ORD-1001-${String(i + 1).padStart(6, '0')}`;
    const displayId = `A${String(101 + i)}`;
    const document: JsonObject = {
      orderId,
      displayId,
      storeId: '1001',
      groupId: 'G1001',
      customerId: JANE_ID,
      orderType,
      orderStatus: status,
      createdDate: created.toISOString(),
      scheduledTime: new Date(created.getTime() + 20 * 60_000).toISOString(),
      tableNo: orderType === 'DINE_IN' ? 5 : null,
      subOrderList: [
        {
          seq: 1,
          orderItemList: lines.map((l, n) => ({
            uuid: `${orderId}-L${n + 1}`,
            code: l.code,
            name: l.name,
            qty: l.qty,
            price: l.price,
            itemPrice: l.price,
            unitPrice: l.price,
            subTotal: toCents(l.price * l.qty) / 100,
            discountTotal: 0,
            itemAttributeList: [],
            childItemList: [],
          })),
          punchCards: [],
          coupons: [],
          redemptionItems: [],
        },
      ],
      subTotal: subTotalCents / 100,
      discountTotal: 0,
      deliveryCharge: deliveryCents / 100,
      taxTotal: taxCents / 100,
      taxDetail: { HST: taxCents / 100 },
      tipsAmount: 0,
      total: totalCents / 100,
      rewardPoints: Math.floor(subTotalCents / 100),
      pointsEarned: status === 'COMPLETED' ? Math.floor(subTotalCents / 100) : 0,
      paymentType: 'VISA',
    };
    return {
      order_id: orderId,
      display_id: displayId,
      customer_id: JANE_ID,
      store_id: '1001',
      order_type: orderType,
      order_status: status,
      table_no: orderType === 'DINE_IN' ? 5 : null,
      total_cents: totalCents,
      idempotency_token: null,
      created_at: created.toISOString(),
      document,
    };
  });
}
