import { type CartItemRequest, createEventBus } from '@owa/shared';
import type { CartLine } from '@owa/shared/entities';
import { cartStore } from '../../testing/room-stores';
import { cartActions } from './cart-slice';
import { connectItemQuantity, lineSteppedByCard } from './item-quantity';

const fries: CartItemRequest = {
  storeId: '1001',
  menuCode: 'ALLDAY',
  itemCode: 'FRIES',
  name: 'Classic Fries',
  quantity: 1,
  unitPriceCents: 499,
};
const configuredFries: CartItemRequest = {
  ...fries,
  line: { code: 'FRIES', qty: 1, specialRequest: 'extra salt' } as CartLine,
};

function started() {
  const store = cartStore();
  const bus = createEventBus();
  const subscription = connectItemQuantity(store, bus);
  const step = (delta: 1 | -1, itemCode = 'FRIES', storeId = '1001') =>
    bus.emit('cart:change-item-quantity', { storeId, menuCode: 'ALLDAY', itemCode, delta });
  const lines = () => store.getState().cart.lines.map((line) => [line.code, line.qty, line.specialRequest]);
  return { store, step, lines, subscription };
}

describe('cart:change-item-quantity (spec 1 §4.7 card stepper)', () => {
  it('adds and removes units of the plain line, dropping it at 0', () => {
    const { store, step, lines } = started();
    store.dispatch(cartActions.itemAdded(fries));
    step(1);
    expect(lines()).toEqual([['FRIES', 2, undefined]]);
    step(-1);
    expect(lines()).toEqual([['FRIES', 1, undefined]]);
    step(-1);
    expect(lines()).toEqual([]);
    step(-1);
    expect(lines()).toEqual([]);
  });

  it('steps the last plain line and never a configured one', () => {
    const { store, step, lines } = started();
    store.dispatch(cartActions.itemAdded(configuredFries));
    step(-1);
    expect(lines()).toEqual([['FRIES', 1, 'extra salt']]);
    store.dispatch(cartActions.itemAdded(fries));
    step(1);
    expect(lines()).toEqual([
      ['FRIES', 1, 'extra salt'],
      ['FRIES', 2, undefined],
    ]);
  });

  it("removes the line at the item's minimum", () => {
    const { store, step, lines } = started();
    store.dispatch(
      cartActions.itemAdded({
        ...fries,
        quantity: 2,
        line: { code: 'FRIES', qty: 2, minCardinality: 2 } as CartLine,
      }),
    );
    step(-1);
    expect(lines()).toEqual([]);
  });

  it("ignores another store's or another item's step", () => {
    const { store, step, lines, subscription } = started();
    store.dispatch(cartActions.itemAdded(fries));
    step(-1, 'FRIES', '1002');
    step(-1, 'COLA');
    expect(lines()).toEqual([['FRIES', 1, undefined]]);
    subscription.unsubscribe();
    step(-1);
    expect(lines()).toEqual([['FRIES', 1, undefined]]);
  });

  it('picks the line of the same menu, outside combo slots', () => {
    const lines = [
      { code: 'FRIES', qty: 1, menuCode: 'ALLDAY', uuid: 'a' },
      { code: 'FRIES', qty: 1, menuCode: 'LUNCH', uuid: 'b' },
      { code: 'FRIES', qty: 1, menuCode: 'ALLDAY', relationCode: 'SIDE', uuid: 'c' },
    ] as CartLine[];
    expect(lineSteppedByCard(lines, { menuCode: 'ALLDAY', itemCode: 'FRIES' })?.uuid).toBe('a');
    expect(lineSteppedByCard(lines, { menuCode: 'BRUNCH', itemCode: 'FRIES' })).toBeUndefined();
  });
});
