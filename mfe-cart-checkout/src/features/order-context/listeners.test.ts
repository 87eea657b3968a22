import { fakeApi, settleMicrotasks } from '../../testing/fake-api';
import { orderContextStore } from '../../testing/room-stores';
import { contextDialogsActions } from './context-dialogs-slice';
import { CART_TEARDOWN_MS, dineInActions } from './dine-in/dine-in-slice';
import { orderContextActions as act, selectStoreContext } from './order-context-slice';
import { orderTypePicked } from './order-type/order-type-actions';
import { storeInfoActions } from './store-info-slice';

/** Maple Uptown: pickup and dine-in, no delivery. */
const uptown = {
  storeId: '1002',
  name: 'Maple Uptown',
  features: { pickupSupported: true, dineInSupported: true },
  hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: 0, close: 24 })),
};
const api = fakeApi(() => ({ '/store': () => [200, [uptown]] }));
beforeEach(() => api.reset());

function deliveringAt1002() {
  const store = orderContextStore();
  store.dispatch(act.storeEntered('1002'));
  store.dispatch(act.orderTypeChanged({ storeId: '1002', orderType: 'DELIVERY' }));
  return { store, context: () => selectStoreContext(store.getState()) };
}

describe("the store's details (GET /store), through a real store", () => {
  it('are asked for once per store; a kept type the store does not offer gives way to Pickup', async () => {
    const { store, context } = deliveringAt1002();
    store.dispatch(storeInfoActions.storeInfoRequested('1002'));
    store.dispatch(storeInfoActions.storeInfoRequested('1002'));
    expect(store.getState().storeInfo).toMatchObject({ storeId: '1002', status: 'loading' });
    await settleMicrotasks();
    expect(api.callsTo('/store')).toHaveLength(1);
    expect(store.getState().storeInfo).toMatchObject({ status: 'ready', store: { name: 'Maple Uptown' } });
    expect(context().orderType).toBe('PICKUP');
    store.dispatch(storeInfoActions.storeInfoRequested('1002'));
    await settleMicrotasks();
    expect(api.callsTo('/store')).toHaveLength(1);
  });

  it("a failure keeps the API's code and may be asked again; no store is a failure too", async () => {
    api.answer('/store', () => [500, { errorCode: 'GENERAL_ERR', errorMsg: 'down' }]);
    const store = orderContextStore();
    store.dispatch(storeInfoActions.storeInfoRequested('1002'));
    await settleMicrotasks();
    expect(store.getState().storeInfo).toMatchObject({ status: 'failed', errorCode: 'GENERAL_ERR' });
    api.answer('/store', () => [200, []]);
    store.dispatch(storeInfoActions.storeInfoRequested('1002'));
    await settleMicrotasks();
    expect(store.getState().storeInfo).toMatchObject({
      status: 'failed',
      errorCode: 'GENERAL_ERR_STORE_NOT_FOUND',
    });
  });

  it('a scanned table asks for its store, and the type is checked against it once it is known', async () => {
    const store = orderContextStore();
    store.dispatch(act.tableScanned({ storeId: '1002', tableId: '7', at: 1_000 }));
    expect(store.getState().storeInfo.status).toBe('loading');
    await settleMicrotasks();
    expect(selectStoreContext(store.getState())).toMatchObject({ orderType: 'DINE_IN', tableId: '7' });
  });
});

describe('choosing an order type (spec 1 §4.1, spec 2 §4)', () => {
  it('the active type opens its edit dialog; delivery without an address asks for it first', () => {
    const store = orderContextStore();
    store.dispatch(act.storeEntered('1001'));
    store.dispatch(orderTypePicked({ orderType: 'PICKUP' }));
    expect(store.getState().contextDialogs).toMatchObject({ schedule: true, delivery: false });
    store.dispatch(contextDialogsActions.scheduleClosed({ scheduled: false }));
    store.dispatch(orderTypePicked({ orderType: 'DELIVERY' }));
    expect(store.getState().contextDialogs).toMatchObject({ schedule: false, delivery: true });
    expect(selectStoreContext(store.getState()).orderType).toBe('PICKUP');
  });

  it("leaving dine-in with a table asks first; 'Yes, switch' leaves the table, Cancel keeps it", () => {
    const store = orderContextStore();
    store.dispatch(act.tableScanned({ storeId: '1001', tableId: '7', at: 1_000 }));
    store.dispatch(orderTypePicked({ orderType: 'PICKUP' }));
    expect(store.getState().contextDialogs.leaveDineIn).toBe('PICKUP');
    store.dispatch(contextDialogsActions.leaveDineInAnswered({ confirmed: false }));
    expect(selectStoreContext(store.getState())).toMatchObject({ orderType: 'DINE_IN', tableId: '7' });
    store.dispatch(orderTypePicked({ orderType: 'PICKUP' }));
    store.dispatch(contextDialogsActions.leaveDineInAnswered({ confirmed: true }));
    expect(store.getState().contextDialogs.leaveDineIn).toBeNull();
    expect(selectStoreContext(store.getState())).toMatchObject({ orderType: 'PICKUP', tableId: null });
  });
});

describe('the dine-in dialogs', () => {
  it('one asked for in place of another opens once the other has gone', async () => {
    jest.useFakeTimers();
    const store = orderContextStore();
    store.dispatch(dineInActions.dialogOpened('scanner'));
    store.dispatch(dineInActions.dialogRequested('table-entry'));
    expect(store.getState().dineIn.dialog).toBeNull();
    await jest.advanceTimersByTimeAsync(CART_TEARDOWN_MS - 1);
    expect(store.getState().dineIn.dialog).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().dineIn.dialog).toBe('table-entry');
    jest.useRealTimers();
  });
});
