import {
  chooseOrderType,
  type OrderTypeChoiceInput,
  scheduleDialogFor,
  timeDialogForAdd,
} from './order-type-choice';

const base: OrderTypeChoiceInput = {
  current: 'PICKUP',
  chosen: 'DELIVERY',
  refused: false,
  hasTable: false,
  hasDeliveryAddress: false,
};

describe('choosing an order type (spec 1 §4.1, spec 2 §4 "Order type")', () => {
  it.each<[string, Partial<OrderTypeChoiceInput>, ReturnType<typeof chooseOrderType>]>([
    [
      'a refused type does nothing but explain',
      { refused: true },
      { kind: 'refused', orderType: 'DELIVERY' },
    ],
    ['Delivery without an address asks for one first', {}, { kind: 'ask-address' }],
    [
      'Delivery with a kept address switches',
      { hasDeliveryAddress: true },
      { kind: 'switch', orderType: 'DELIVERY' },
    ],
    ['the active Pickup opens its time dialog', { chosen: 'PICKUP' }, { kind: 'edit', dialog: 'schedule' }],
    [
      'the active Delivery opens the address dialog',
      { current: 'DELIVERY', chosen: 'DELIVERY', hasDeliveryAddress: true },
      { kind: 'edit', dialog: 'delivery' },
    ],
    [
      'leaving dine-in with a table asks first',
      { current: 'DINE_IN', chosen: 'PICKUP', hasTable: true },
      { kind: 'confirm-leave-dine-in', orderType: 'PICKUP' },
    ],
    [
      'leaving dine-in once confirmed switches',
      { current: 'DINE_IN', chosen: 'PICKUP', hasTable: true, confirmed: true },
      { kind: 'switch', orderType: 'PICKUP' },
    ],
    [
      'leaving dine-in without a table needs no confirmation',
      { current: 'DINE_IN', chosen: 'PICKUP' },
      { kind: 'switch', orderType: 'PICKUP' },
    ],
    [
      'leaving dine-in for delivery, confirmed, still needs an address',
      { current: 'DINE_IN', chosen: 'DELIVERY', hasTable: true, confirmed: true },
      { kind: 'ask-address' },
    ],
  ])('%s', (_case, change, expected) => {
    expect(chooseOrderType({ ...base, ...change })).toEqual(expected);
  });
});

describe('the dialog that asks for the time (spec 1 §4.5)', () => {
  it('dine-in needs no time, delivery without address asks for it, otherwise the time dialog', () => {
    expect(scheduleDialogFor('DINE_IN', false)).toBeNull();
    expect(scheduleDialogFor('DELIVERY', false)).toBe('delivery');
    expect(scheduleDialogFor('DELIVERY', true)).toBe('schedule');
    expect(scheduleDialogFor('PICKUP', false)).toBe('schedule');
  });
});

describe('an add from the menu waits for a time (spec 1 §4.5)', () => {
  const pickup = {
    orderType: 'PICKUP',
    scheduleChosen: false,
    asapByDefault: false,
    hasDeliveryAddress: false,
  } as const;

  it('asks for the time of a pickup or a delivery with none chosen; the address first for a delivery without one', () => {
    expect(timeDialogForAdd(pickup)).toBe('schedule');
    expect(timeDialogForAdd({ ...pickup, orderType: 'DELIVERY' })).toBe('delivery');
    expect(timeDialogForAdd({ ...pickup, orderType: 'DELIVERY', hasDeliveryAddress: true })).toBe('schedule');
  });

  it('goes in at once for dine-in, a chosen time, or a pickup the store takes ASAP by default', () => {
    expect(timeDialogForAdd({ ...pickup, orderType: 'DINE_IN' })).toBeNull();
    expect(timeDialogForAdd({ ...pickup, scheduleChosen: true })).toBeNull();
    expect(
      timeDialogForAdd({ ...pickup, orderType: 'DELIVERY', hasDeliveryAddress: true, scheduleChosen: true }),
    ).toBeNull();
    expect(timeDialogForAdd({ ...pickup, asapByDefault: true })).toBeNull();
  });
});
