import { BillSchema, DeliveryProviderDetailSchema, ServerCartSchema } from '@owa/shared/entities';
import * as v from 'valibot';
import { apiForThisFile, JANE, SAM } from '../../test-support/harness.js';

type Json = Record<string, unknown>;
interface Cart extends Json {
  subTotal: number;
  discountTotal: number;
  deliveryCharge: number;
  taxTotal: number;
  total: number;
  rewardPoints: number;
  validationErrors: { errorCode: string; message: string }[];
  subOrderList: { orderItemList: Json[]; coupons: Json[]; redemptionItems: Json[]; punchCards: Json[] }[];
  validTimeSlots: {
    day_slots: { dateOffset: number; time_slots: { start: number; end: number }[] }[];
    asapAllowed: boolean;
  };
  assignedMenus: string[];
}

const server = apiForThisFile();
let jane: string;
let sam: string;
beforeEach(async () => {
  await server.api.reset();
  jane = await server.api.login(JANE.telephone);
  sam = await server.api.login(SAM.telephone);
});
const api = () => server.api;

const line = (code: string, qty = 1, extra: Json = {}) => ({ code, qty, ...extra });
const cart = (lines: Json[], extra: Json = {}) => ({
  storeId: '1001',
  orderType: 'PICKUP',
  subOrderList: [{ orderItemList: lines }],
  ...extra,
});
const codes = (c: Cart) => c.validationErrors.map((e) => e.errorCode);
const byob = (values: string[], patty = 'BEEF') => ({
  code: 'BYOB',
  qty: 1,
  itemAttributeList: [
    { code: 'PATTY', attrValueList: [{ code: patty, qty: 1 }] },
    { code: 'TOPPINGS', attrValueList: values.map((code) => ({ code, qty: 1 })) },
  ],
});
const bay = {
  addressLine1: '200 Bay St',
  city: 'Toronto',
  province: 'ON',
  country: 'CA',
  postCode: 'M5J 2J2',
};
const mississauga = {
  addressLine1: '6301 Silver Dart Dr',
  city: 'Mississauga',
  province: 'ON',
  country: 'CA',
};
const queenWest = { addressLine1: 'Queen St W', city: 'Toronto' };

describe('POST /shoppingcart prices from the menu', () => {
  test('simple lines, client prices ignored, tax 13%, ASAP and slots for a 24-hour store', async () => {
    const res = await api().post<Cart>(
      '/shoppingcart?validateScheduleTime=true&menu=ALLDAY',
      cart([line('FRIES', 2, { price: 0.01, subTotal: 0.02 }), line('COLA')]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subTotal: 11.97,
      discountTotal: 0,
      taxTotal: 1.56,
      total: 13.53,
      rewardPoints: 11,
    });
    expect(res.body.subOrderList[0]?.orderItemList[0]).toMatchObject({
      code: 'FRIES',
      price: 4.99,
      itemPrice: 4.99,
      subTotal: 9.98,
      name: 'Classic Fries',
    });
    expect(res.body.validationErrors).toEqual([]);
    expect(res.body.validTimeSlots.asapAllowed).toBe(true);
    expect(res.body.validTimeSlots.day_slots[0]?.dateOffset).toBe(0);
    expect(res.body.assignedMenus).toEqual(['ALLDAY']);
    // The answer is what the site's API client accepts (the contract's boundary schema).
    expect(v.safeParse(ServerCartSchema, res.body).success).toBe(true);
  });

  test('demo checks of docs/pricing.md: BYOB toppings, half pizza topping, combo charge', async () => {
    const res = await api().post<Cart>(
      '/shoppingcart?menu=ALLDAY',
      cart([byob(['BACON', 'CHEESE', 'TOMATO'])]),
    );
    expect(res.status).toBe(200);
    expect(res.body.subTotal).toBe(12.49);
    const pizza = await api().post<Cart>(
      '/shoppingcart?menu=ALLDAY',
      cart([
        {
          code: 'LPIZZA',
          qty: 1,
          itemAttributeList: [
            { code: 'PIZZATOPPINGS', attrValueList: [{ code: 'PEPPERONI', qty: 1, option: 0 }] },
          ],
        },
      ]),
    );
    expect(pizza.body.subTotal).toBe(16.99);
    const combo = await api().post<Cart>(
      '/shoppingcart?menu=ALLDAY',
      cart([
        {
          code: 'COMBO1',
          qty: 2,
          childItemList: [
            { ...byob([]), relationCode: 'MAIN' },
            { code: 'ONIONRINGS', qty: 1, relationCode: 'SIDE' },
            { code: 'COLA', qty: 1, relationCode: 'DRINK' },
          ],
        },
      ]),
    );
    expect(combo.status).toBe(200);
    expect(combo.body.subOrderList[0]?.orderItemList[0]).toMatchObject({ itemPrice: 15.99, subTotal: 31.98 });
  });

  test('unknown items and bad choices are 400; malformed input is 400 with errorCode and errorMsg', async () => {
    const unknown = await api().post<Json>('/shoppingcart?menu=ALLDAY', cart([line('NOPE')]));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ errorCode: 'MENU_ERR_ITEM_NOT_FOUND', errorMsg: expect.any(String) });
    for (const bad of [
      cart([line('FRIES', -1)]),
      cart([line('FRIES', 1e9)]),
      cart([line('FRIES', 1.5)]),
      cart([line('FRIES')], { orderType: 'TAKEAWAY' }),
      cart([line('FRIES')], { storeId: 'abc' }),
      { ...cart([]), subOrderList: 'x' },
    ]) {
      const res = await api().post<Json>('/shoppingcart', bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errorCode: 'GENERAL_ERR_INVALID_REQUEST', errorMsg: expect.any(String) });
    }
    const malformed = await api().request<Json>('POST', '/shoppingcart', { rawBody: '{"storeId":' });
    expect(malformed.status).toBe(400);
    const store = await api().post<Json>('/shoppingcart', cart([line('FRIES')], { storeId: '999' }));
    expect(store.status).toBe(404);
    expect(store.body).toMatchObject({ errorCode: 'GENERAL_ERR_STORE_NOT_FOUND' });
  });

  test('sold-out and in-store-only lines carry errors; the per-cart limit is enforced', async () => {
    const res = await api().post<Cart>(
      '/shoppingcart',
      cart([line('LOBSTER'), line('BEER'), line('FEAST', 3)]),
    );
    expect(res.status).toBe(200);
    const lines = res.body.subOrderList[0]?.orderItemList ?? [];
    expect(lines[0]?.errors).toEqual([{ errorMsg: 'Sold Out' }]);
    expect(lines[1]?.errors).toEqual([{ errorMsg: 'Order In Store Only' }]);
    expect(lines[2]?.errors).toEqual([{ errorMsg: 'Order Limit: 2' }]);
    expect(codes(res.body)).toContain('ORD_ERR_ITEM_UNAVAILABLE');
  });

  test('scheduled time: invalid, in the past, outside the slots, and a valid slot', async () => {
    const invalid = await api().post<Cart>(
      '/shoppingcart?validateScheduleTime=true',
      cart([line('FRIES')], { scheduledTime: 'tomorrow' }),
    );
    expect(codes(invalid.body)).toContain('ORD_ERR_SCHEDULED_TIME_INVALID');
    const past = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES')], { scheduledTime: '2026-11-20T12:00:00.000Z' }),
    );
    expect(codes(past.body)).toContain('ORD_ERR_SCHEDULED_TIME_INVALID');
    const tooFar = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES')], { scheduledTime: '2027-03-01T17:00:00.000Z' }),
    );
    expect(codes(tooFar.body)).toContain('ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED');
    const ok = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES')], { scheduledTime: '2026-11-22T17:00:00.000Z' }),
    );
    expect(ok.body.validationErrors).toEqual([]);
    // Store 1002 on Christmas Day is closed all day: no slot that day.
    const uptown = await api().post<Cart>('/shoppingcart?menu=LUNCH', {
      ...cart([], { storeId: '1002' }),
      scheduledTime: '2026-12-25T17:00:00.000Z',
    });
    expect(codes(uptown.body)).toContain('ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED');
  });

  test('order types the store does not offer are reported with their codes', async () => {
    const res = await api().post<Cart>(
      '/shoppingcart?menu=LUNCH',
      cart([], { storeId: '1002', orderType: 'DELIVERY' }),
    );
    expect(codes(res.body)).toContain('ORD_ERR_DELIVERY_DISABLED');
    const pickup = await api().post<Cart>(
      '/shoppingcart?menu=CAFE',
      cart([], { storeId: '1003', orderType: 'PICKUP' }),
    );
    expect(codes(pickup.body)).toContain('ORD_ERR_PICK_UP_DISABLED');
  });

  test('delivery: minimum $15.00 (ORD_ERR_0027), charge, range, invalid address, robot without scheduling', async () => {
    const small = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES')], { orderType: 'DELIVERY', deliveryAddress: bay }),
    );
    expect(codes(small.body)).toEqual(['ORD_ERR_0027']);
    expect(small.body.validationErrors[0]?.message).toBe('Order amount too small for Delivery (Min: $15.00)');
    const enough = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES', 4)], { orderType: 'DELIVERY', deliveryAddress: bay }),
    );
    expect(enough.body.validationErrors).toEqual([]);
    expect(enough.body).toMatchObject({
      subTotal: 19.96,
      deliveryCharge: 3.99,
      taxTotal: 3.11,
      total: 27.06,
    });
    const far = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES', 4)], { orderType: 'DELIVERY', deliveryAddress: mississauga }),
    );
    expect(codes(far.body)).toEqual(['ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE']);
    const invalid = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES', 4)], { orderType: 'DELIVERY', deliveryAddress: queenWest }),
    );
    expect(codes(invalid.body)).toEqual(['ORD_ERR_DELIVERY_ADDRESS_INVALID']);
    const robot = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES', 4)], {
        orderType: 'DELIVERY',
        deliveryAddress: bay,
        deliveryProvider: 'TINY_MILE',
        scheduledTime: '2026-11-22T17:00:00.000Z',
      }),
    );
    expect(robot.body.deliveryCharge).toBe(2.99);
    expect(robot.body.validTimeSlots.day_slots).toEqual([]);
    expect(codes(robot.body)).toEqual(['ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED']);
  });

  test('coupon: WELCOME10 takes 10%; unknown coupon; BOGO not eligible below $25; visitors cannot', async () => {
    const welcome = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES', 2)], { couponCode: 'WELCOME10' }),
      { token: jane },
    );
    expect(welcome.body).toMatchObject({ subTotal: 9.98, discountTotal: 1.0, taxTotal: 1.17, total: 10.15 });
    expect(welcome.body.subOrderList[0]?.coupons[0]).toMatchObject({ code: 'WELCOME10' });
    const unknown = await api().post<Cart>('/shoppingcart', cart([line('FRIES')], { couponCode: 'NOPE' }), {
      token: jane,
    });
    expect(codes(unknown.body)).toEqual(['COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND']);
    const bogo = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES')], { couponCode: 'BOGOBURGER' }),
      { token: jane },
    );
    expect(codes(bogo.body)).toEqual(['COUPON_ERROR_NOT_ELIGIBLE']);
    const samTry = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES')], { couponCode: 'WELCOME10' }),
      { token: sam },
    );
    expect(codes(samTry.body)).toEqual(['COUPON_ERROR_COUPON_DEFINITION_NOT_FOUND']);
    const visitor = await api().post<Cart>(
      '/shoppingcart',
      cart([line('FRIES')], { couponCode: 'WELCOME10' }),
    );
    expect(codes(visitor.body)).toEqual(['COUPON_ERROR_LOGIN_REQUIRED']);
  });

  test('rewards by points and the punch card', async () => {
    const fiveOff = await api().post<Cart>(
      '/shoppingcart',
      {
        storeId: '1001',
        orderType: 'PICKUP',
        subOrderList: [
          {
            orderItemList: [line('FRIES', 2)],
            redemptionItems: [{ rewardId: 'RW-5OFF', qty: 1, redeemPoints: 1 }],
          },
        ],
      },
      { token: jane },
    );
    expect(fiveOff.body).toMatchObject({ subTotal: 9.98, discountTotal: 5 });
    const tooDear = await api().post<Cart>(
      '/shoppingcart',
      {
        storeId: '1001',
        orderType: 'PICKUP',
        subOrderList: [
          { orderItemList: [line('FRIES', 2)], redemptionItems: [{ rewardId: 'RW-20PCT', qty: 1 }] },
        ],
      },
      { token: jane },
    );
    expect(codes(tooDear.body)).toEqual(['LOYALTY_ERR_NOT_ENOUGH_POINTS']);
    const coffee = await api().post<Cart>(
      '/shoppingcart',
      {
        storeId: '1001',
        orderType: 'PICKUP',
        subOrderList: [
          {
            orderItemList: [line('ICEDTEA'), line('FRIES')],
            punchCards: [{ id: 'pc_jane_coffee', using: 1 }],
          },
        ],
      },
      { token: jane },
    );
    expect(coffee.body).toMatchObject({ subTotal: 7.48, discountTotal: 2.49 });
  });

  test('dine-in: table required where menus are restricted; unknown table; the table picks the menus', async () => {
    const none = await api().post<Cart>(
      '/shoppingcart?menu=CAFE',
      cart([], { storeId: '1003', orderType: 'DINE_IN' }),
    );
    expect(codes(none.body)).toContain('ORD_ERR_TABLE_REQUIRED');
    const unknown = await api().post<Cart>(
      '/shoppingcart?menu=CAFE',
      cart([], { storeId: '1003', orderType: 'DINE_IN', tableNo: 99 }),
    );
    expect(codes(unknown.body)).toContain('ORD_ERR_TABLE_NOT_FOUND');
    const terrace = await api().post<Cart>(
      '/shoppingcart?menu=CAFE',
      cart([], { storeId: '1003', orderType: 'DINE_IN', tableNo: 12 }),
    );
    expect(terrace.body.validationErrors).toEqual([]);
    expect(terrace.body.assignedMenus).toEqual(['CAFE', 'WINE']);
  });
});

describe('kept carts', () => {
  test("a customer's cart is kept per store and read back re-priced; coupon removal", async () => {
    await api().post('/shoppingcart', cart([line('FRIES', 3)], { couponCode: 'WELCOME10' }), { token: jane });
    const read = await api().get<Cart>('/shoppingcart?storeId=1001', { token: jane });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ subTotal: 14.97, discountTotal: 1.5 });
    const samCart = await api().get<Cart>('/shoppingcart?storeId=1001', { token: sam });
    expect(samCart.body.subOrderList).toEqual([]);
    const removed = await api().request<Cart>('DELETE', '/shoppingcart/coupon?storeId=1001', { token: jane });
    expect(removed.body).toMatchObject({ subTotal: 14.97, discountTotal: 0 });
    expect((await api().get<Cart>('/shoppingcart?storeId=1001', { token: jane })).body.discountTotal).toBe(0);
    // The coupon rules now see this cart: BOGO's minimum of $25 is judged against it.
    const profile = await api().get<{
      coupons: { code: string; eligibilityResult: { isEligible: boolean } }[];
    }>('/customer/profile/store', { token: jane, storeId: '1001' });
    expect(profile.status).toBe(200);
  });

  test("a visitor's cart is kept under its order UUID", async () => {
    const orderUUID = '5b0e3c1e-8d4f-4a7c-9b7e-0f6f7c1a2b3c';
    await api().post('/shoppingcart', cart([line('COLA', 2)], { orderUUID }));
    const read = await api().get<Cart>(`/shoppingcart?storeId=1001&orderUUID=${orderUUID}`);
    expect(read.body.subTotal).toBe(3.98);
    const other = await api().get<Cart>(
      '/shoppingcart?storeId=1001&orderUUID=00000000-0000-0000-0000-000000000000',
    );
    expect(other.body.subOrderList).toEqual([]);
  });
});

describe('bill and delivery addresses', () => {
  test('POST /bill/view adds the tips that count', async () => {
    const bill = await api().post<Json>('/bill/view', {
      ...cart([line('FRIES', 4)], { orderType: 'DELIVERY', deliveryAddress: bay }),
      tipsAmount: 3,
      tipsForStore: 2,
    });
    expect(bill.status).toBe(200);
    expect(bill.body).toMatchObject({ totalAmount: 32.06, tipsAmount: 3, tipsForStore: 2 });
    expect(v.safeParse(BillSchema, bill.body).success).toBe(true);
    const offline = await api().post<Json>('/bill/view', {
      ...cart([line('FRIES')]),
      tipsAmount: 3,
      paymentType: 'offline',
    });
    expect(offline.body).toMatchObject({ totalAmount: 5.64, tipsAmount: 0 });
  });

  test('validate_providers and validate_address against the demo addresses', async () => {
    const providers = await api().post<{ result: Json[] }>('/order/validate_providers', bay, {
      storeId: '1001',
    });
    expect(providers.status).toBe(200);
    expect(providers.body.result).toEqual([
      { provider: 'COURIER', valid: true, cost: 399, fixedCost: false, errorCode: null },
      { provider: 'TINY_MILE', valid: true, cost: 299, fixedCost: true, errorCode: null },
    ]);
    expect(providers.body.result.every((p) => v.safeParse(DeliveryProviderDetailSchema, p).success)).toBe(
      true,
    );
    const far = await api().post<{ result: Json[] }>('/order/validate_providers', mississauga, {
      storeId: '1001',
    });
    expect(
      far.body.result.every(
        (p) => p.valid === false && p.errorCode === 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE',
      ),
    ).toBe(true);
    const ok = await api().post<Json>(
      '/order/validate_address?provider=TINY_MILE',
      { addressLine1: '1 Yonge St', postCode: 'M5E 1E5' },
      { storeId: '1001' },
    );
    expect(ok.body).toMatchObject({
      valid: true,
      provider: 'TINY_MILE',
      address: { city: 'Toronto', gpsCoordinate: { latitude: 43.6424 } },
    });
    const out = await api().post<Json>('/order/validate_address?provider=COURIER', mississauga, {
      storeId: '1001',
    });
    expect(out.status).toBe(400);
    expect(out.body).toMatchObject({ errorCode: 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE' });
    const invalid = await api().post<Json>('/order/validate_address', queenWest, { storeId: '1001' });
    expect(invalid.body).toMatchObject({ errorCode: 'ORD_ERR_DELIVERY_ADDRESS_INVALID' });
    const noDelivery = await api().post<Json>('/order/validate_address', bay, { storeId: '1002' });
    expect(noDelivery.body).toMatchObject({ errorCode: 'ORD_ERR_DELIVERY_DISABLED' });
    const bad = await api().post<Json>('/order/validate_address', { addressLine1: 5 }, { storeId: '1001' });
    expect(bad.body).toMatchObject({ errorCode: 'GENERAL_ERR_INVALID_REQUEST' });
  });
});
