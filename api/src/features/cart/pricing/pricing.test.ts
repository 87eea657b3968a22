// The pricing stages on the demo data's store and menu (DEMO-DATA.md prices, docs/pricing.md's
// worked examples), called directly: no server, no database.
import type { CartLineInput, SubOrderInput } from '@owa/shared/api';
import { MenuSchema, StoreSchema } from '@owa/shared/entities';
import * as v from 'valibot';
import { demoMenus } from '../../../db/seed/menus.js';
import { demoStores } from '../../../db/seed/stores.js';
import type { DeliveryVerdict } from '../delivery.js';
import { priceCart } from './index.js';
import { checkedLines, indexMenu, priceLines } from './lines.js';
import { orderTime, tableAndMenu } from './order-time.js';
import { applyPromotions } from './promotions.js';
import { deliveryCharge, totals } from './totals.js';
import { CartLineRefused, type PricingInput } from './types.js';

const store = v.parse(StoreSchema, demoStores.find((s) => s.storeId === '1001')?.document);
const allDay = v.parse(
  MenuSchema,
  demoMenus.find((m) => m.storeId === '1001' && m.menu.code === 'ALLDAY')?.menu,
);
const index = indexMenu(allDay);
/** Saturday 14:00 in Toronto: the store and the all-day menu are open. */
const NOW = Date.parse('2026-11-21T19:00:00.000Z');
const ZONE = 'America/Toronto';

const byob = (toppings: string[], patty = 'BEEF'): CartLineInput => ({
  code: 'BYOB',
  qty: 1,
  itemAttributeList: [
    { code: 'PATTY', attrValueList: [{ code: patty, qty: 1 }] },
    { code: 'TOPPINGS', attrValueList: toppings.map((code) => ({ code, qty: 1 })) },
  ],
});
const sub = (...lines: CartLineInput[]): SubOrderInput => ({ orderItemList: lines });

function input(subOrders: SubOrderInput[], over: Partial<PricingInput> = {}): PricingInput {
  return {
    store,
    menu: allDay,
    assignedMenus: ['ALLDAY', 'BAR'],
    orderType: 'PICKUP',
    subOrders,
    scheduledTime: null,
    validateScheduleTime: true,
    now: NOW,
    customer: null,
    coupon: undefined,
    couponCode: null,
    rewards: [],
    punchCards: [],
    table: undefined,
    delivery: null,
    deliveryProvider: null,
    ...over,
  };
}

function subTotalOf(...lines: CartLineInput[]): number {
  return priceLines(checkedLines([sub(...lines)], index), index, {
    orderType: 'PICKUP',
    menuCode: 'ALLDAY',
    isMember: false,
    isScheduleActive: () => true,
    availability: { at: NOW, now: NOW, zone: ZONE, storeOpen: true, menuAvailable: true },
  }).subTotalCents;
}

describe('lines: checked against the menu, priced from it', () => {
  test("docs/pricing.md's worked examples", () => {
    expect(subTotalOf(byob(['BACON', 'CHEESE', 'TOMATO']))).toBe(1249);
    expect(subTotalOf(byob([], 'CHICKEN'))).toBe(1299);
    expect(
      subTotalOf({
        code: 'LPIZZA',
        qty: 1,
        itemAttributeList: [
          { code: 'PIZZATOPPINGS', attrValueList: [{ code: 'PEPPERONI', qty: 1, option: 0 }] },
        ],
      }),
    ).toBe(1699);
    expect(
      subTotalOf({
        code: 'COMBO1',
        qty: 2,
        childItemList: [
          { ...byob([]), relationCode: 'MAIN' },
          { code: 'ONIONRINGS', qty: 1, relationCode: 'SIDE' },
          { code: 'COLA', qty: 1, relationCode: 'DRINK' },
        ],
      }),
    ).toBe(3198);
  });

  test('the demo prices: two Classic Fries and a cola', () => {
    expect(subTotalOf({ code: 'FRIES', qty: 2 }, { code: 'COLA', qty: 1 })).toBe(1197);
  });

  test('an unknown item or choice is refused; a line over its limit carries the error', () => {
    expect(() => checkedLines([sub({ code: 'NOPE', qty: 1 })], index)).toThrow(CartLineRefused);
    expect(() => checkedLines([sub(byob(['NOT_A_TOPPING']))], index)).toThrow(/Unknown choices/);
    const limited = [...(allDay.menuGroups as { menuItems: { code: string; maxCardinality?: number }[] }[])]
      .flatMap((group) => group.menuItems)
      .find((item) => (item.maxCardinality ?? -1) > 0);
    if (!limited) throw new Error('the demo menu has an item with an order limit');
    const over = priceLines(
      checkedLines([sub({ code: limited.code, qty: (limited.maxCardinality ?? 0) + 1 })], index),
      index,
      {
        orderType: 'PICKUP',
        menuCode: 'ALLDAY',
        isMember: false,
        isScheduleActive: () => true,
        availability: { at: NOW, now: NOW, zone: ZONE, storeOpen: true, menuAvailable: true },
      },
    );
    expect(over.errors.map((e) => e.errorCode)).toEqual(['ORD_ERR_ITEM_UNAVAILABLE']);
    expect(over.lineDocs[0]?.[0]).toMatchObject({ status: 'UNAVAILABLE' });
  });
});

describe('order type and time', () => {
  test('as soon as possible at an open store; a time in the past or not a time is refused', () => {
    expect(orderTime(input([]), ZONE)).toMatchObject({ scheduledAt: null, errors: [] });
    expect(orderTime(input([], { scheduledTime: '2026-11-20T19:00:00.000Z' }), ZONE).errors[0]?.message).toBe(
      'The scheduled time has passed',
    );
    expect(orderTime(input([], { scheduledTime: 'tomorrow' }), ZONE).errors[0]?.errorCode).toBe(
      'ORD_ERR_SCHEDULED_TIME_INVALID',
    );
  });

  test('dine-in needs a known table where the store asks for one', () => {
    expect(
      tableAndMenu(input([], { orderType: 'DINE_IN', table: null }), NOW, ZONE).errors[0]?.errorCode,
    ).toBe('ORD_ERR_TABLE_NOT_FOUND');
    expect(
      tableAndMenu(input([], { orderType: 'DINE_IN', table: { tableNo: 5 } }), NOW, ZONE).errors,
    ).toEqual([]);
  });
});

describe('promotions, each capped at what is left', () => {
  const targetable = [
    { code: 'FRIES', categoryCode: 'SIDES', tags: [], menuCode: 'ALLDAY', amountCents: 998 },
  ];
  const jane = { id: 1001, points: 1000, isMember: true };

  test('a 10% coupon on the cart; a visitor is asked to log in', () => {
    const coupon = {
      code: 'WELCOME10',
      uuid: 'c-1',
      name: 'Welcome',
      discountRule: { percent: 0.1 },
      targets: [],
      eligible: () => ({ eligible: true, reasons: [] }),
    };
    const applied = applyPromotions(
      input([], { customer: jane, coupon, couponCode: 'WELCOME10' }),
      998,
      targetable,
    );
    expect(applied).toMatchObject({ discountCents: 100, couponUuid: 'c-1', errors: [] });
    const visitor = applyPromotions(input([], { coupon, couponCode: 'WELCOME10' }), 998, targetable);
    expect(visitor.errors[0]?.errorCode).toBe('COUPON_ERROR_LOGIN_REQUIRED');
    expect(visitor.discountCents).toBe(0);
  });

  test('a free-item reward takes off its item, at most its value; points are counted', () => {
    const reward = {
      id: 'R1',
      name: 'Free fries',
      redeemPoints: 300,
      discountRule: null,
      itemCode: 'FRIES',
      discountAmountCents: 499,
    };
    const redeemed = applyPromotions(
      input([{ orderItemList: [], redemptionItems: [{ rewardId: 'R1', qty: 1 }] }], {
        customer: jane,
        rewards: [reward],
      }),
      998,
      targetable,
    );
    expect(redeemed).toMatchObject({ discountCents: 499, pointsRedeemed: 300, errors: [] });
    const poor = applyPromotions(
      input([{ orderItemList: [], redemptionItems: [{ rewardId: 'R1', qty: 4 }] }], {
        customer: { ...jane, points: 500 },
        rewards: [reward],
      }),
      998,
      targetable,
    );
    expect(poor.errors[0]?.errorCode).toBe('LOYALTY_ERR_NOT_ENOUGH_POINTS');
  });

  test('a punch card gives as many free units as its stamps pay for', () => {
    const card = {
      id: 'P1',
      name: 'Coffee card',
      earned: 10,
      redeemCount: 10,
      targets: [{ targetType: 'ITEM', targetCodes: ['FRIES'] }],
      discountAmountCents: 499,
      onlineRedeemable: true,
    };
    const one = applyPromotions(
      input([{ orderItemList: [], punchCards: [{ id: 'P1', using: 1 }] }], {
        customer: jane,
        punchCards: [card],
      }),
      998,
      targetable,
    );
    expect(one).toMatchObject({ discountCents: 499, punchCardUse: [{ id: 'P1', stamps: 10 }] });
    const two = applyPromotions(
      input([{ orderItemList: [], punchCards: [{ id: 'P1', using: 2 }] }], {
        customer: jane,
        punchCards: [card],
      }),
      998,
      targetable,
    );
    expect(two.errors[0]?.message).toBe('Only 1 free item on Coffee card');
  });
});

describe('delivery charge, tax, minimum and points', () => {
  const verdict = (over: Partial<DeliveryVerdict>): DeliveryVerdict => ({
    ok: true,
    provider: 'COURIER',
    costCents: 399,
    errorCode: null,
    message: null,
    address: null,
    ...over,
  });

  test('13% on subtotal − discount + delivery; a point per dollar after discounts', () => {
    expect(
      totals(store, 'PICKUP', { subTotalCents: 1197, discountCents: 0, deliveryChargeCents: 0 }),
    ).toMatchObject({
      taxCents: 156,
      totalCents: 1353,
      rewardPoints: 11,
    });
    expect(
      totals(store, 'DELIVERY', { subTotalCents: 2500, discountCents: 500, deliveryChargeCents: 399 }),
    ).toMatchObject({
      taxCents: Math.round((2000 + 399) * 0.13),
      rewardPoints: 20,
    });
  });

  test("a delivery charge comes from the provider's verdict; a refused address is the cart's problem once", () => {
    expect(deliveryCharge('DELIVERY', verdict({}), [])).toEqual({ chargeCents: 399, errors: [] });
    expect(deliveryCharge('PICKUP', verdict({}), [])).toEqual({ chargeCents: 0, errors: [] });
    const refused = verdict({
      ok: false,
      costCents: 0,
      errorCode: 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE',
      message: 'far',
    });
    expect(deliveryCharge('DELIVERY', refused, []).errors).toEqual([
      { errorCode: 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE', message: 'far' },
    ]);
    expect(
      deliveryCharge('DELIVERY', refused, [
        { errorCode: 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE', message: 'far' },
      ]).errors,
    ).toEqual([]);
  });
});

test('the stages together: two fries and a cola, pickup now, as the API answers', () => {
  const priced = priceCart(input([sub({ code: 'FRIES', qty: 2 }, { code: 'COLA', qty: 1 })]));
  expect(priced).toMatchObject({
    subTotalCents: 1197,
    taxCents: 156,
    totalCents: 1353,
    rewardPoints: 11,
    validationErrors: [],
  });
  expect(priced.cart).toMatchObject({
    subTotal: 11.97,
    taxTotal: 1.56,
    total: 13.53,
    menuCode: 'ALLDAY',
    storeId: '1001',
  });
});
