import { orderContextStore } from '../../testing/room-stores';
import { orderContextActions as act, selectStoreContext } from './order-context-slice';
import { ORDER_CONTEXT_STORAGE_KEY, readStoredOrderContext } from './order-context-storage';

const bay = { addressLine1: '200 Bay St', city: 'Toronto', postCode: 'M5J 2J2' };
const courier = { provider: 'COURIER', valid: true, cost: 399, fixedCost: false, errorCode: null };

function atStore(storeId = '1001') {
  const store = orderContextStore();
  store.dispatch(act.storeEntered(storeId));
  const context = () => selectStoreContext(store.getState());
  return { store, context };
}

describe('order context (spec 2 §3, §4), through a real store', () => {
  it('each store keeps its own context; a new store starts at Pickup with nothing chosen', () => {
    const { store, context } = atStore('1001');
    store.dispatch(act.orderTypeChanged({ storeId: '1001', orderType: 'DELIVERY' }));
    store.dispatch(act.storeEntered('1002'));
    expect(context()).toMatchObject({ orderType: 'PICKUP', scheduleChosen: false, tableId: null });
    store.dispatch(act.storeEntered('1001'));
    expect(context().orderType).toBe('DELIVERY');
  });

  it('a pickup/delivery switch clears the time; a confirmed time is chosen until cleared', () => {
    const { store, context } = atStore();
    store.dispatch(act.scheduleConfirmed({ storeId: '1001', day: '2026-11-23', time: '12:00' }));
    expect(context()).toMatchObject({
      scheduledDay: '2026-11-23',
      scheduledTime: '12:00',
      scheduleChosen: true,
    });
    store.dispatch(act.orderTypeChanged({ storeId: '1001', orderType: 'PICKUP' }));
    expect(context().scheduleChosen).toBe(true);
    store.dispatch(act.orderTypeChanged({ storeId: '1001', orderType: 'DELIVERY' }));
    expect(context()).toMatchObject({ scheduledDay: null, scheduledTime: null, scheduleChosen: false });
    store.dispatch(act.scheduleConfirmed({ storeId: '1001', day: '2026-11-23', time: 'now' }));
    store.dispatch(act.scheduleCleared({ storeId: '1001' }));
    expect(context().scheduleChosen).toBe(false);
  });

  it('a validated address makes the order a delivery with its provider; the unit is cleared; closing without one returns to Pickup', () => {
    const { store, context } = atStore();
    store.dispatch(act.unitNumberChanged({ storeId: '1001', unit: '9' }));
    store.dispatch(
      act.deliveryAddressValidated({
        storeId: '1001',
        address: bay,
        provider: 'TINY_MILE',
        providers: [courier],
      }),
    );
    expect(context()).toMatchObject({
      orderType: 'DELIVERY',
      deliveryAddress: bay,
      deliveryProvider: 'TINY_MILE',
      unitNumber: '',
      // The robot meets outside only.
      deliveryMessage: 'meet_outside',
    });
    store.dispatch(act.deliveryMessageChanged({ storeId: '1001', message: 'leave_at_door' }));
    expect(context().deliveryMessage).toBe('meet_outside');
    store.dispatch(act.deliveryProviderChanged({ storeId: '1001', provider: 'COURIER' }));
    store.dispatch(act.deliveryMessageChanged({ storeId: '1001', message: 'leave_at_door' }));
    expect(context().deliveryMessage).toBe('leave_at_door');
    store.dispatch(act.deliveryAddressCleared({ storeId: '1001', backToPickup: true }));
    expect(context()).toMatchObject({ orderType: 'PICKUP', deliveryAddress: null, deliveryProvider: null });
  });

  it('a table makes the order dine-in; clearing it forgets its number and menus', () => {
    const { store, context } = atStore();
    store.dispatch(
      act.tableSet({ storeId: '1001', tableId: '3', displayNumber: 'M3', at: 1_000, viaQr: false }),
    );
    store.dispatch(act.tableMenusAssigned({ storeId: '1001', menuCodes: ['LUNCH'] }));
    store.dispatch(act.takeoutToggled({ storeId: '1001', takeout: true }));
    expect(context()).toMatchObject({
      orderType: 'DINE_IN',
      tableId: '3',
      tableDisplayNumber: 'M3',
      tableMenuCodes: ['LUNCH'],
      takeout: true,
    });
    store.dispatch(act.tableCleared({ storeId: '1001' }));
    expect(context()).toMatchObject({ tableId: null, tableDisplayNumber: null, tableMenuCodes: null });
  });

  it('a reset forgets every store', () => {
    const { store } = atStore();
    store.dispatch(act.dineInOnlySet({ storeId: '1001', dineInOnly: true }));
    store.dispatch(act.orderContextReset());
    expect(store.getState().orderContext).toEqual({ storeId: null, byStore: {} });
  });
});

describe('cart:table-scanned and the table open order (spec 2 §2, §4 "Table")', () => {
  function withOpenOrder() {
    const store = orderContextStore();
    store.dispatch(act.tableScanned({ storeId: '1003', tableId: '7', at: 1_000 }));
    store.dispatch(act.existingOrderSet({ storeId: '1003', orderId: 'ORD-1003-A' }));
    return { store, context: () => selectStoreContext(store.getState(), '1003') };
  }

  it('clears the address, sets the table and dine-in; the same table scanned again keeps its open order', () => {
    const { store, context } = withOpenOrder();
    expect(store.getState().orderContext.storeId).toBe('1003');
    store.dispatch(act.tableScanned({ storeId: '1003', tableId: '7', at: 2_000 }));
    expect(context()).toMatchObject({
      orderType: 'DINE_IN',
      existingOrderId: 'ORD-1003-A',
      tableSetAt: 2_000,
      enteredViaQr: true,
      deliveryAddress: null,
    });
  });

  it('another table, or the same one after it was cleared, starts without an order', () => {
    const other = withOpenOrder();
    other.store.dispatch(act.tableScanned({ storeId: '1003', tableId: '8', at: 2_000 }));
    expect(other.context()).toMatchObject({ tableId: '8', existingOrderId: null });
    const cleared = withOpenOrder();
    cleared.store.dispatch(act.tableCleared({ storeId: '1003' }));
    cleared.store.dispatch(act.tableScanned({ storeId: '1003', tableId: '7', at: 2_000 }));
    expect(cleared.context().existingOrderId).toBeNull();
  });

  it("the guest take-out table is titled 'takeout'", () => {
    const store = orderContextStore();
    store.dispatch(act.tableScanned({ storeId: '1003', tableId: '989898', at: 1_000 }));
    expect(selectStoreContext(store.getState()).tableDisplayNumber).toBe('takeout');
  });
});

describe('the order context kept in this browser', () => {
  it('is written on every change when the store keeps it, and read back validated', () => {
    const storage = window.localStorage;
    storage.clear();
    const store = orderContextStore({ storage });
    store.dispatch(act.storeEntered('1001'));
    store.dispatch(act.orderTypeChanged({ storeId: '1001', orderType: 'DELIVERY' }));
    expect(readStoredOrderContext(storage)).toEqual(store.getState().orderContext);
    storage.setItem(ORDER_CONTEXT_STORAGE_KEY, JSON.stringify({ storeId: 7 }));
    expect(readStoredOrderContext(storage)).toBeNull();
    expect(storage.getItem(ORDER_CONTEXT_STORAGE_KEY)).toBeNull();
  });
});
