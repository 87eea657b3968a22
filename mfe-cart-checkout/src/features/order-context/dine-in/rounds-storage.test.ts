import { orderContextStore } from '../../../testing/room-stores';
import { dineInActions } from './dine-in-slice';
import { keepRounds, ROUNDS_KEY, readRounds } from './rounds-storage';

const order = {
  storeId: '1003',
  orderId: 'ORD-1003-abc',
  rounds: [{ seq: 1, items: [{ id: '1.0', name: 'Cappuccino', qty: 1 }] }],
};

describe('past rounds kept for the tab', () => {
  it('writes rounds as they change and restores them into a new store', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const first = orderContextStore();
    const stop = keepRounds(first, storage);
    first.dispatch(dineInActions.roundPlaced(order));
    expect(readRounds(storage)).toEqual(order);
    stop();
    const second = orderContextStore();
    keepRounds(second, storage)();
    expect(second.getState().dineIn.pastOrder).toEqual(order);
  });

  it('ignores a value of another shape', () => {
    window.sessionStorage.setItem(ROUNDS_KEY, JSON.stringify({ orderId: 7 }));
    expect(readRounds(window.sessionStorage)).toBeNull();
    window.sessionStorage.setItem(ROUNDS_KEY, '{not json');
    expect(readRounds(window.sessionStorage)).toBeNull();
  });
});
