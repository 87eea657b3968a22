import { bus } from '@owa/shared';
import { checkoutStore } from '../../testing/room-stores';
import { cartActions } from '../cart';
import { orderContextActions, selectStoreContext } from '../order-context';
import { checkoutActions, defaultCheckoutInfo, selectCompletedOrder } from './checkout-slice';
import { finishOrder } from './payment/finish-order';

const fries = {
  storeId: '1001',
  menuCode: 'ALLDAY',
  itemCode: 'FRIES',
  name: 'Classic Fries',
  quantity: 1,
  unitPriceCents: 499,
};
const order = {
  orderId: 'ORD-1',
  displayId: 'A-17',
  scheduledTime: null,
  pointsEarned: 50,
  orderBonus: null,
};

const sent: { type: string; payload: unknown }[] = [];
const subscriptions = (['shell:navigate', 'account:guest-order-placed'] as const).map((type) =>
  bus.on(type).subscribe((payload) => sent.push({ type, payload })),
);
afterAll(() => {
  for (const subscription of subscriptions) subscription.unsubscribe();
});
beforeEach(() => {
  sent.length = 0;
});

function readyToOrder() {
  const store = checkoutStore();
  store.dispatch(orderContextActions.storeEntered('1001'));
  store.dispatch(
    orderContextActions.scheduleConfirmed({ storeId: '1001', day: '2026-11-23', time: '12:00' }),
  );
  store.dispatch(cartActions.itemAdded(fries));
  store.dispatch(checkoutActions.infoSaved({ ...defaultCheckoutInfo, firstname: 'Jane' }));
  return store;
}

describe('an order placed (spec 2 §4 step 6), through a real store', () => {
  it('opens the success dialog over menu selection; the cart, its time and the checkout info are cleared', () => {
    const store = readyToOrder();
    const before = store.getState().cart.orderUUID;
    finishOrder(store.dispatch, {
      order,
      store: { storeId: '1001', slug: 'maple-downtown' },
      orderType: 'PICKUP',
      guest: false,
    });
    const state = store.getState();
    expect(selectCompletedOrder(state)).toEqual({ ...order, storeId: '1001', orderType: 'PICKUP' });
    expect(state.checkout.info).toBeNull();
    expect(state.cart.lines).toEqual([]);
    expect(state.cart.orderUUID).not.toBe(before);
    expect(selectStoreContext(state).scheduleChosen).toBe(false);
    expect(sent).toEqual([
      {
        type: 'shell:navigate',
        payload: { path: '/owa/r/maple-downtown/1001?orderId=ORD-1&displayId=A-17' },
      },
    ]);
    store.dispatch(checkoutActions.successDismissed());
    expect(selectCompletedOrder(store.getState())).toBeNull();
  });

  it("a guest's order goes to that store's guest history (the account team's key)", () => {
    const store = readyToOrder();
    finishOrder(store.dispatch, {
      order,
      store: { storeId: '1001', slug: null },
      orderType: 'DINE_IN',
      guest: true,
    });
    expect(sent[0]).toEqual({
      type: 'account:guest-order-placed',
      payload: { storeId: '1001', orderId: 'ORD-1' },
    });
  });
});
