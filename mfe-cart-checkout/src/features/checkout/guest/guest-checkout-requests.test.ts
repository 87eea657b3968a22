import { bus, type CommandMap } from '@owa/shared';
import { stopAll } from '../../../common/store';
import { checkoutStore } from '../../../testing/room-stores';
import { cartActions } from '../../cart';
import { dineInActions } from '../../order-context';
import { answerGuestCheckoutRequests } from './guest-checkout-requests';

type Settled = CommandMap['account:guest-checkout-settled'];

const cappuccino = {
  storeId: '1003',
  menuCode: 'CAFE',
  itemCode: 'CAPPUCCINO',
  name: 'Cappuccino',
  quantity: 1,
  unitPriceCents: 450,
};

function setUp(withItem: boolean) {
  const store = checkoutStore();
  if (withItem) store.dispatch(cartActions.itemAdded(cappuccino));
  const answers: Settled[] = [];
  const subscription = bus.on('account:guest-checkout-settled').subscribe((answer) => answers.push(answer));
  const stop = stopAll(answerGuestCheckoutRequests(store));
  return {
    store,
    answers,
    stop: () => {
      stop();
      subscription.unsubscribe();
    },
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a request opens the guest checkout in place of the cart, says so once, and answers with the placed order', async () => {
  const { store, answers, stop } = setUp(true);
  const opened: string[] = [];
  const openedSubscription = bus
    .on('account:guest-checkout-opened')
    .subscribe(({ requestId }) => opened.push(requestId));
  bus.emit('cart:guest-checkout-requested', { requestId: 'r1' });
  expect(store.getState().dineIn.dialog).toBeNull();
  await jest.advanceTimersByTimeAsync(60);
  expect(store.getState().dineIn.dialog).toBe('guest-checkout');
  expect(answers).toEqual([]);
  expect(opened).toEqual(['r1']);

  store.dispatch(dineInActions.roundPlaced({ storeId: '1003', orderId: 'ORD-1003-1', rounds: [] }));
  store.dispatch(dineInActions.dialogClosed());
  expect(answers).toEqual([{ requestId: 'r1', ok: true, orderId: 'ORD-1003-1' }]);
  expect(opened).toEqual(['r1']);
  openedSubscription.unsubscribe();
  stop();
});

test('closing the guest checkout without an order answers cancelled, once', async () => {
  const { store, answers, stop } = setUp(true);
  bus.emit('cart:guest-checkout-requested', { requestId: 'r2' });
  await jest.advanceTimersByTimeAsync(60);
  store.dispatch(dineInActions.dialogClosed());
  store.dispatch(dineInActions.dialogOpened('call-server'));
  expect(answers).toEqual([{ requestId: 'r2', ok: false, cancelled: true }]);
  stop();
});

test('an empty cart is refused at once and opens nothing', async () => {
  const { store, answers, stop } = setUp(false);
  bus.emit('cart:guest-checkout-requested', { requestId: 'r3' });
  await jest.advanceTimersByTimeAsync(60);
  expect(store.getState().dineIn.dialog).toBeNull();
  expect(answers).toEqual([{ requestId: 'r3', ok: false }]);
  stop();
});
