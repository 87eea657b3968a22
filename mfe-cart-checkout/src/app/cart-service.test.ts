import { bus } from '@owa/shared';
import { CART_STORAGE_KEY, cartActions, PRICING_DELAY_MS } from '../features/cart';
import { contextDialogsActions, orderContextActions, selectStoreContext } from '../features/order-context';
import { fakeApi, settleMicrotasks } from '../testing/fake-api';
import { type CartServiceHooks, connectCartService } from './cart-service';
import { createCartStore } from './store';

const serverCart = (extra: Record<string, unknown> = {}) => ({
  subTotal: 4.99,
  total: 5.64,
  subOrderList: [{ orderItemList: [] }],
  ...extra,
});

const downtown = () =>
  [
    200,
    [
      {
        storeId: '1001',
        name: 'Maple Downtown',
        features: { pickupSupported: true, deliverySupported: true },
      },
    ],
  ] as [number, unknown];

const api = fakeApi(() => ({
  '/shoppingcart': () => [200, serverCart()],
  '/store': downtown,
}));
const calls = api.calls;

beforeEach(() => {
  api.reset();
  window.localStorage.clear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

async function settle() {
  await jest.advanceTimersByTimeAsync(PRICING_DELAY_MS + 5);
  // The request's promise chain (fetch, text, validation, dispatch) runs on microtasks.
  await settleMicrotasks();
}

function started(hooks: CartServiceHooks = {}) {
  const store = createCartStore(null);
  const disconnect = connectCartService(store, bus, hooks);
  bus.publisherFor('shell').publish('shell:session', {
    language: 'en',
    direction: 'ltr',
    groupId: 'G1001',
    storeId: '1001',
    user: null,
    token: null,
    kioskMode: false,
    primaryColor: '#1e9d84',
  });
  return { store, disconnect };
}

const fries = {
  storeId: '1001',
  menuCode: 'ALLDAY',
  itemCode: 'FRIES',
  name: 'Classic Fries',
  quantity: 1,
  unitPriceCents: 499,
};

describe('cart service: the server cart is the truth', () => {
  it('prices each burst of changes once, with the applied promotions, and publishes the summary', async () => {
    const { store, disconnect } = started();
    await settle();
    calls.length = 0;
    bus.emit('cart:add-item', fries);
    bus.emit('cart:add-item', fries);
    await settle();
    const priced = calls.filter((c) => c.url.includes('/shoppingcart'));
    expect(priced).toHaveLength(1);
    expect(priced[0]?.body).toMatchObject({
      storeId: '1001',
      orderType: 'PICKUP',
      subOrderList: [{ orderItemList: [{ code: 'FRIES', qty: 2 }] }],
    });
    expect(store.getState().cart.serverCart?.total).toBe(5.64);
    expect(bus.current('cart:summary')).toMatchObject({ itemCount: 2, totalCents: 564 });

    bus.publisherFor('account').publish('account:applied-promotions', {
      storeId: '1001',
      redemptionItems: [{ rewardId: 'R1', qty: 1, redeemPoints: 500 }],
      coupon: { id: 'C1', code: 'WELCOME10', uuid: 'u-1' },
      punchCards: [],
    });
    await settle();
    const repriced = calls.filter((c) => c.url.includes('/shoppingcart')).at(-1);
    expect(repriced?.body).toMatchObject({
      couponCode: 'u-1',
      subOrderList: [{ redemptionItems: [{ rewardId: 'R1' }] }],
    });
    disconnect();
  });

  it('the same cart asked again at the start is the answer already had; a retry asks the server', async () => {
    const { store, disconnect } = started();
    await settle();
    const asked = () => calls.filter((c) => c.url.includes('/shoppingcart')).length;
    expect(asked()).toBe(1);
    // A context change that ends where it began (a visitor's empty promotions, a table scanned again).
    store.dispatch(cartActions.repriceNeeded());
    await settle();
    expect(asked()).toBe(1);
    const { cart } = store.getState();
    expect(cart.pricedRevision).toBe(cart.revision);
    store.dispatch(cartActions.pricingRetried());
    await settle();
    expect(asked()).toBe(2);
    disconnect();
  });

  it('ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED clears the chosen time', async () => {
    const { store, disconnect } = started();
    store.dispatch(
      orderContextActions.scheduleConfirmed({ storeId: '1001', day: '2026-11-23', time: '11:00' }),
    );
    api.answer('/shoppingcart', () => [
      200,
      serverCart({ validationErrors: [{ errorCode: 'ORD_ERR_SCHEDULED_TIME_NOT_ALLOWED', message: 'no' }] }),
    ]);
    bus.emit('cart:add-item', fries);
    await settle();
    expect(selectStoreContext(store.getState()).scheduleChosen).toBe(false);
    disconnect();
  });
});

describe('cart service: a table QR (spec 2 §4 "Table")', () => {
  it('a scan waiting on the bus before the service starts resets the kept cart, and the new dine-in cart is priced once', async () => {
    window.localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        storeId: '1001',
        lines: [{ code: 'FRIES', qty: 2, name: 'Classic Fries', price: 4.99 }],
        orderUUID: 'kept-order-uuid-1',
      }),
    );
    bus.emit('cart:table-scanned', { groupId: 'G1001', storeId: '1001', tableId: '7' });
    const store = createCartStore(window.localStorage);
    expect(store.getState().cart.lines).toHaveLength(1);
    const disconnect = connectCartService(store, bus);
    await settle();
    await settle();
    const priced = calls.filter((c) => c.url.includes('/shoppingcart'));
    expect(priced).toHaveLength(1);
    expect(priced[0]?.body).toMatchObject({
      orderType: 'DINE_IN',
      tableNo: '7',
      subOrderList: [{ orderItemList: [] }],
    });
    expect(store.getState().cart.orderUUID).not.toBe('kept-order-uuid-1');
    disconnect();
  });
});

describe('cart service: ASAP pickup counts as a schedule (spec 1 §4.3, §4.5)', () => {
  it('publishes scheduleChosen for a pickup at a store taking ASAP orders, not with manual scheduling', async () => {
    const { disconnect } = started();
    await settle();
    expect(bus.current('cart:order-context')).toMatchObject({ orderType: 'PICKUP', scheduleChosen: true });
    disconnect();

    api.answer('/store', () => [
      200,
      [
        {
          storeId: '1001',
          name: 'Maple Uptown',
          features: { pickupSupported: true },
          settings: { orderSettings: { scheduleTakeoutDatetimeManually: true } },
        },
      ],
    ]);
    const manual = started();
    await settle();
    expect(bus.current('cart:order-context')).toMatchObject({ orderType: 'PICKUP', scheduleChosen: false });
    manual.disconnect();
  });
});

const manualStore = (): [number, unknown] => [
  200,
  [
    {
      storeId: '1001',
      name: 'Maple Uptown',
      features: { pickupSupported: true, deliverySupported: true },
      settings: { orderSettings: { scheduleTakeoutDatetimeManually: true } },
    },
  ],
];
const fromMenu = { ...fries, origin: 'menu' } as const;
const lines = (store: ReturnType<typeof started>['store']) =>
  store.getState().cart.lines.map((line) => [line.code, line.qty]);

describe('cart service: the cart owns "add" (spec 1 §4.5: a pickup or delivery needs a time first)', () => {
  it('an add from the menu at a store asking for the time by hand waits for the time dialog, and goes in with the time', async () => {
    api.answer('/store', manualStore);
    const { store, disconnect } = started();
    bus.emit('cart:add-item', fromMenu);
    await settle();
    expect(store.getState().contextDialogs.schedule).toBe(true);
    expect(lines(store)).toEqual([]);
    // A second add while the dialog is up waits for the same time.
    bus.emit('cart:add-item', fromMenu);
    await settle();
    expect(store.getState().cart.held).toHaveLength(2);
    store.dispatch(
      orderContextActions.scheduleConfirmed({ storeId: '1001', day: '2026-11-23', time: '12:00' }),
    );
    store.dispatch(contextDialogsActions.scheduleClosed({ scheduled: true }));
    expect(lines(store)).toEqual([['FRIES', 2]]);
    expect(store.getState().cart.held).toEqual([]);
    // With the time chosen, the next add goes in at once.
    bus.emit('cart:add-item', fromMenu);
    await settle();
    expect(lines(store)).toEqual([['FRIES', 3]]);
    disconnect();
  });

  it('closing the dialog without a time drops the add; delivery without an address asks for the address; dine-in adds at once', async () => {
    api.answer('/store', manualStore);
    const { store, disconnect } = started();
    bus.emit('cart:add-item', fromMenu);
    await settle();
    store.dispatch(contextDialogsActions.scheduleClosed({ scheduled: false }));
    expect(lines(store)).toEqual([]);
    expect(store.getState().cart.held).toEqual([]);

    store.dispatch(orderContextActions.orderTypeChanged({ storeId: '1001', orderType: 'DELIVERY' }));
    bus.emit('cart:add-item', fromMenu);
    await settle();
    expect(store.getState().contextDialogs).toMatchObject({ delivery: true, schedule: false });
    store.dispatch(contextDialogsActions.deliveryClosed({ scheduled: false }));
    expect(lines(store)).toEqual([]);

    bus.emit('cart:table-scanned', { groupId: 'G1001', storeId: '1001', tableId: '7' });
    bus.emit('cart:add-item', fromMenu);
    await settle();
    expect(lines(store)).toEqual([['FRIES', 1]]);
    expect(store.getState().contextDialogs).toMatchObject({ delivery: false, schedule: false });
    disconnect();
  });

  it('at a store taking ASAP pickups an add made before the store has loaded goes in once it has, without a dialog', async () => {
    const { store, disconnect } = started();
    bus.emit('cart:add-item', fromMenu);
    expect(lines(store)).toEqual([]);
    await settle();
    expect(lines(store)).toEqual([['FRIES', 1]]);
    expect(store.getState().contextDialogs.schedule).toBe(false);
    disconnect();
  });

  it('lines put in by other flows (a reorder, a reward) go in at once, whatever the time', async () => {
    api.answer('/store', manualStore);
    const { store, disconnect } = started();
    await settle();
    bus.emit('cart:add-item', fries);
    expect(lines(store)).toEqual([['FRIES', 1]]);
    expect(store.getState().contextDialogs.schedule).toBe(false);
    disconnect();
  });

  it("names a reward's line in cart:summary, for the account team", async () => {
    const { disconnect } = started();
    bus.emit('cart:add-item', { ...fries, promotion: { kind: 'reward', rewardId: 'RW-FRIES' } });
    bus.emit('cart:add-item', { ...fries, itemCode: 'COLA', name: 'Cola' });
    await settle();
    expect(bus.current('cart:summary')?.lines).toEqual([
      { code: 'FRIES', qty: 1, menuCode: 'ALLDAY', promotion: { kind: 'reward', rewardId: 'RW-FRIES' } },
      { code: 'COLA', qty: 1, menuCode: 'ALLDAY' },
    ]);
    disconnect();
  });
});

describe('cart service: the time asked before the first add is for the menu of the add', () => {
  const pricedMenus = () =>
    calls
      .filter((c) => c.url.includes('/shoppingcart'))
      .map((c) => new URL(c.url, 'http://test').searchParams.get('menu'));

  it("prices the empty cart for the waiting add's menu before the dialog offers slots", async () => {
    api.answer('/store', manualStore);
    const { store, disconnect } = started({ routeMenuCode: () => 'BREAKFAST' });
    await settle();
    expect(pricedMenus()).toEqual([null]);
    calls.length = 0;
    bus.emit('cart:add-item', { ...fromMenu, menuCode: 'LUNCH' });
    await settle();
    expect(store.getState().cart.browsedMenuCode).toBe('LUNCH');
    expect(store.getState().contextDialogs.schedule).toBe(true);
    expect(pricedMenus()).toEqual(['LUNCH']);
    disconnect();
  });

  it("falls back to the page's menu when the selector opens the dialog; lines keep their own menu", async () => {
    api.answer('/store', manualStore);
    const { store, disconnect } = started({ routeMenuCode: () => 'LUNCH' });
    await settle();
    calls.length = 0;
    store.dispatch(contextDialogsActions.scheduleOpened());
    await settle();
    expect(pricedMenus()).toEqual(['LUNCH']);
    store.dispatch(contextDialogsActions.scheduleClosed({ scheduled: false }));
    bus.emit('cart:add-item', { ...fries, menuCode: 'ALLDAY' });
    await settle();
    calls.length = 0;
    bus.emit('cart:add-item', { ...fromMenu, menuCode: 'BREAKFAST' });
    await settle();
    // A cart with lines is priced for its lines' menu: the waiting add's menu does not reprice it.
    expect(pricedMenus()).toEqual([]);
    // Priced again (a retry asks the server even for the same cart): for the lines' menu.
    store.dispatch(cartActions.pricingRetried());
    await settle();
    expect(pricedMenus()).toEqual(['ALLDAY']);
    disconnect();
  });
});

describe('cart service: refused promotions are published for the account team', () => {
  it('cart:summary names the refused coupon by its code while the cart has lines', async () => {
    api.answer('/shoppingcart', () => [
      200,
      serverCart({
        validationErrors: [
          { errorCode: 'COUPON_ERROR_NOT_ELIGIBLE', message: 'You are not Eligible for this coupon' },
          { errorCode: 'ORD_ERR_0039', message: 'Order amount too small' },
        ],
      }),
    ]);
    const { disconnect } = started();
    await settle();
    expect(bus.current('cart:summary')?.promotionErrors).toEqual([]);
    bus.emit('cart:add-item', fries);
    await settle();
    expect(bus.current('cart:summary')?.promotionErrors).toEqual([
      { kind: 'coupon', code: 'COUPON_ERROR_NOT_ELIGIBLE' },
    ]);
    disconnect();
  });

  it('says it is pricing from the applied promotions until the server has answered for them', async () => {
    const { disconnect } = started();
    await settle();
    bus.emit('cart:add-item', fries);
    await settle();
    // Priced without a coupon: nothing refused, nothing pending.
    expect(bus.current('cart:summary')).toMatchObject({ pricing: false, promotionErrors: [] });
    api.answer('/shoppingcart', () => [
      200,
      serverCart({
        validationErrors: [{ errorCode: 'COUPON_ERROR_NOT_ELIGIBLE', message: 'Not eligible' }],
      }),
    ]);
    bus.publisherFor('account').publish('account:applied-promotions', {
      storeId: '1001',
      redemptionItems: [],
      coupon: { id: 'C2', code: 'BOGO', uuid: 'u-2' },
      punchCards: [],
    });
    // At once, before any request: the empty refusals are the old cart's, and say so.
    expect(bus.current('cart:summary')).toMatchObject({ pricing: true, promotionErrors: [] });
    await settle();
    expect(bus.current('cart:summary')).toMatchObject({
      pricing: false,
      promotionErrors: [{ kind: 'coupon', code: 'COUPON_ERROR_NOT_ELIGIBLE' }],
    });
    disconnect();
  });

  it('a failed pricing request or an empty cart is not pricing', async () => {
    api.answer('/shoppingcart', () => [500, { errorCode: 'SYS_ERR', errorMsg: 'down' }]);
    const { disconnect } = started();
    await settle();
    expect(bus.current('cart:summary')?.pricing).toBe(false);
    bus.emit('cart:add-item', fries);
    expect(bus.current('cart:summary')?.pricing).toBe(true);
    await settle();
    expect(bus.current('cart:summary')?.pricing).toBe(false);
    disconnect();
  });
});
