import type { ItemAttribute, Option } from '@owa/shared';
import { valueQuantity } from '@owa/shared/domain';
import { BURGER_TOPPINGS, BYOB, PATTY, PIZZA_TOPPINGS, SAUCE } from '@owa/shared/testing';
import { selectValue, toggleValue, unselectValue } from './choose';

const options = BYOB.options ?? [];
const pick = (code: string, ...values: string[]): ItemAttribute => ({
  code,
  attrValueList: values.map((value) => ({ code: value, qty: 1 })),
});

describe('spec 1 §4.6 value dependencies while choosing', () => {
  it('switching from Veggie to Beef drops the hidden Vegan Aioli', () => {
    let selection = selectValue(options, PATTY, 'VEGGIE', []);
    selection = selectValue(options, SAUCE, 'AIOLI', selection);
    expect(valueQuantity(selection, 'SAUCE', 'AIOLI')).toBe(1);
    selection = selectValue(options, PATTY, 'BEEF', selection);
    expect(valueQuantity(selection, 'SAUCE', 'AIOLI')).toBe(0);
    expect(valueQuantity(selection, 'PATTY', 'BEEF')).toBe(1);
    expect(valueQuantity(selection, 'PATTY', 'VEGGIE')).toBe(0);
  });
});

describe('spec 1 §5 choosing a blocked value', () => {
  it('a full option keeps its selection as it was', () => {
    const full = [pick('SAUCE', 'KETCHUP', 'MAYO')];
    expect(selectValue(options, SAUCE, 'KETCHUP', full)).toBe(full);
  });

  it('an out-of-stock value is not chosen, even in a one-of option', () => {
    const patty: Option = { ...PATTY, values: [...PATTY.values, { code: 'WAGYU', outOfStock: true }] };
    expect(selectValue([patty], patty, 'WAGYU', [])).toEqual([]);
  });

  it('a one-of option replaces its choice like a radio button', () => {
    const chosen = selectValue(options, PATTY, 'CHICKEN', [pick('PATTY', 'BEEF')]);
    expect(chosen).toEqual([
      {
        code: 'PATTY',
        multiSelect: null,
        pizzaTopping: null,
        numFree: null,
        attrValueList: [{ code: 'CHICKEN', qty: 1, option: null }],
      },
    ]);
  });

  it('unknown value codes are ignored', () => {
    expect(selectValue(options, SAUCE, 'NOPE', [])).toEqual([]);
  });
});

describe('spec 1 §4.6 attribute quantities while choosing', () => {
  it('select, unselect and toggle move one unit at a time', () => {
    let selection = selectValue(options, BURGER_TOPPINGS, 'BACON', []);
    selection = selectValue(options, BURGER_TOPPINGS, 'BACON', selection);
    expect(valueQuantity(selection, 'TOPPINGS', 'BACON')).toBe(2);
    selection = unselectValue(options, BURGER_TOPPINGS, 'BACON', selection);
    expect(valueQuantity(selection, 'TOPPINGS', 'BACON')).toBe(1);
    expect(unselectValue(options, BURGER_TOPPINGS, 'CHEESE', selection)).toBe(selection);
    selection = toggleValue(options, BURGER_TOPPINGS, 'BACON', selection);
    expect(selection).toEqual([]);
    selection = toggleValue(options, BURGER_TOPPINGS, 'CHEESE', selection);
    expect(valueQuantity(selection, 'TOPPINGS', 'CHEESE')).toBe(1);
  });

  it('a pizza topping starts whole (1)', () => {
    const selection = selectValue([PIZZA_TOPPINGS], PIZZA_TOPPINGS, 'PEPPERONI', []);
    expect(selection[0]?.attrValueList[0]?.option).toBe(1);
  });
});
