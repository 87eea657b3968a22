import type { CartLine } from '../../entities/index.js';
import { BYOB, COMBO1, DUMPLINGS, findDemoItem, KIDS } from '../../testing/demo-items.js';
import { priceCartLine } from '../pricing/index.js';
import { cartLineProblems, comboStepKey, composeCartLine } from './cart-line.js';
import { preselectRelations } from './relations.js';

const beef = [{ code: 'PATTY', attrValueList: [{ code: 'BEEF', qty: 1 }] }];

describe('spec 1 §4.6 the composite added to the cart', () => {
  it('a configured item becomes a line with its choices and special request', () => {
    const line = composeCartLine({
      item: BYOB,
      quantity: 2,
      selection: beef,
      relations: {},
      specialRequest: '  no onions ',
    });
    expect(line).toMatchObject({
      code: 'BYOB',
      qty: 2,
      itemAttributeList: beef,
      childItemList: [],
      specialRequest: 'no onions',
    });
    expect(
      composeCartLine({ item: BYOB, quantity: 1, selection: beef, relations: {}, specialRequest: ' ' })
        .specialRequest,
    ).toBeNull();
  });

  it('a combo gets one child per configurable occurrence, configured in its step, and one per other item', () => {
    const stepSelections = {
      [comboStepKey('MAIN', 'BYOB', 1)]: beef,
    };
    const line = composeCartLine({
      item: COMBO1,
      quantity: 1,
      selection: [],
      relations: {
        MAIN: [{ code: 'BYOB', qty: 1 }],
        SIDE: [{ code: 'ONIONRINGS', qty: 1 }],
        DRINK: [{ code: 'COLA', qty: 1 }],
      },
      stepSelections,
      findItem: findDemoItem,
    });
    expect(line.childItemList).toEqual([
      { code: 'BYOB', qty: 1, relationCode: 'MAIN', itemAttributeList: beef },
      { code: 'ONIONRINGS', qty: 1, relationCode: 'SIDE' },
      { code: 'COLA', qty: 1, relationCode: 'DRINK' },
    ]);
    const priced = priceCartLine(line, findDemoItem);
    expect(priced.ok && priced.price.itemPriceCents).toBe(1599);
    expect(cartLineProblems(line, findDemoItem)).toEqual([]);
  });

  it('the Kids Meal with its preselected juice is a valid line', () => {
    const line = composeCartLine({
      item: KIDS,
      quantity: 1,
      selection: [],
      relations: preselectRelations(KIDS),
    });
    expect(cartLineProblems(line, findDemoItem)).toEqual([]);
  });
});

describe('spec 1 §5 a cart line checked against the menu', () => {
  it('reports an unknown item, unknown choices and unmet required options', () => {
    expect(cartLineProblems({ code: 'NOPE', qty: 1 }, findDemoItem)).toEqual([
      { kind: 'unknown-item', code: 'NOPE' },
    ]);
    const wagyu: CartLine = {
      code: 'BYOB',
      qty: 1,
      itemAttributeList: [{ code: 'PATTY', attrValueList: [{ code: 'WAGYU', qty: 1 }] }],
    };
    expect(cartLineProblems(wagyu, findDemoItem)).toEqual([
      { kind: 'unknown-selection', code: 'BYOB', selections: ['PATTY.WAGYU'] },
    ]);
    expect(cartLineProblems({ code: 'BYOB', qty: 1 }, findDemoItem)).toEqual([
      { kind: 'invalid-options', code: 'BYOB' },
    ]);
  });

  it('reports choices the customer could not have made (Vegan Aioli with a Beef patty)', () => {
    const aioliWithBeef: CartLine = {
      code: 'BYOB',
      qty: 1,
      itemAttributeList: [...beef, { code: 'SAUCE', attrValueList: [{ code: 'AIOLI', qty: 1 }] }],
    };
    expect(cartLineProblems(aioliWithBeef, findDemoItem)).toEqual([
      { kind: 'hidden-selection', code: 'BYOB', selections: ['SAUCE.AIOLI'] },
    ]);
    const veggie: CartLine = {
      code: 'BYOB',
      qty: 1,
      itemAttributeList: [
        { code: 'PATTY', attrValueList: [{ code: 'VEGGIE', qty: 1 }] },
        { code: 'SAUCE', attrValueList: [{ code: 'AIOLI', qty: 1 }] },
      ],
    };
    expect(cartLineProblems(veggie, findDemoItem)).toEqual([]);
  });

  it('reports option groups out of bounds', () => {
    const sauces: CartLine = {
      code: 'BYOB',
      qty: 1,
      itemAttributeList: [...beef, { code: 'SAUCE', attrValueList: [{ code: 'KETCHUP', qty: 3 }] }],
    };
    expect(cartLineProblems(sauces, findDemoItem)).toEqual([{ kind: 'invalid-options', code: 'BYOB' }]);
  });

  it('reports a quantity below the item minimum or not a whole number', () => {
    expect(cartLineProblems({ code: 'DUMPLINGS', qty: 1 }, findDemoItem)).toEqual([
      { kind: 'quantity', code: 'DUMPLINGS' },
    ]);
    expect(cartLineProblems({ code: 'FRIES', qty: 1.5 }, findDemoItem)).toEqual([
      { kind: 'quantity', code: 'FRIES' },
    ]);
    expect(DUMPLINGS.minCardinality).toBe(2);
  });

  it('reports children outside their slot and unsatisfied slots', () => {
    const combo: CartLine = {
      code: 'COMBO1',
      qty: 1,
      childItemList: [
        { code: 'LOBSTER', qty: 1, relationCode: 'SIDE' },
        { code: 'FRIES', qty: 2, relationCode: 'SIDE' },
      ],
    };
    expect(cartLineProblems(combo, findDemoItem)).toEqual([
      { kind: 'not-in-slot', code: 'COMBO1', childCode: 'LOBSTER' },
      { kind: 'slot-unsatisfied', code: 'COMBO1', relationCode: 'MAIN' },
      { kind: 'slot-unsatisfied', code: 'COMBO1', relationCode: 'SIDE' },
      { kind: 'slot-unsatisfied', code: 'COMBO1', relationCode: 'DRINK' },
    ]);
  });

  it('checks combo children like lines of their own', () => {
    const combo: CartLine = {
      code: 'COMBO1',
      qty: 1,
      childItemList: [
        { code: 'BYOB', qty: 1, relationCode: 'MAIN' },
        { code: 'FRIES', qty: 1, relationCode: 'SIDE' },
        { code: 'COLA', qty: 1, relationCode: 'DRINK' },
      ],
    };
    expect(cartLineProblems(combo, findDemoItem)).toEqual([{ kind: 'invalid-options', code: 'BYOB' }]);
  });
});
