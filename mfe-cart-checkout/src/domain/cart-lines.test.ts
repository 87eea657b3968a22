import type { CartLine } from '@owa/shared/entities';
import fc from 'fast-check';
import {
  addLine,
  canMerge,
  cartItemCount,
  decrementLine,
  incrementLine,
  isMergeable,
  itemCountInCart,
  lineErrorTexts,
  removeLine,
  replaceLine,
} from './cart-lines';

const fries: CartLine = { code: 'FRIES', qty: 1, menuCode: 'ALLDAY' };
const burger: CartLine = {
  code: 'BYOB',
  qty: 1,
  menuCode: 'ALLDAY',
  itemAttributeList: [{ code: 'PATTY', attrValueList: [{ code: 'BEEF', qty: 1 }] }],
};

describe('spec 2 §4 cart line merging (both formulations)', () => {
  it('a simple item merges into the line with the same code', () => {
    const lines = addLine(addLine([], fries, 'u1'), { ...fries, qty: 2 }, 'u2');
    expect(lines).toEqual([{ ...fries, qty: 3, uuid: 'u1' }]);
  });

  it('items with attributes, child items, a special request or quantity-rule charges get their own line', () => {
    expect(isMergeable(burger)).toBe(false);
    expect(isMergeable({ ...fries, childItemList: [{ code: 'COLA', qty: 1 }] })).toBe(false);
    expect(isMergeable({ ...fries, specialRequest: 'extra salt' })).toBe(false);
    expect(isMergeable({ ...fries, specialRequest: '   ' })).toBe(true);
    expect(
      isMergeable({
        ...fries,
        relations: [
          { code: 'S', charge: { type: 'DST', value: 1, quantityRule: { mode: 'LOWEST', qty: 1 } } },
        ],
      }),
    ).toBe(false);
    expect(addLine(addLine([], burger, 'u1'), burger, 'u2')).toHaveLength(2);
  });

  it('a configurable item never merges, even without choices (second formulation)', () => {
    expect(isMergeable({ ...fries, attributes: { Configurable: true } })).toBe(false);
    expect(isMergeable({ ...fries, itemAttributeList: [{ code: 'X', attrValueList: [] }] })).toBe(true);
  });

  it('lines must be identical apart from uuid and qty: same code and same menu', () => {
    expect(canMerge(fries, { ...fries, code: 'ONIONRINGS' })).toBe(false);
    expect(canMerge(fries, { ...fries, menuCode: 'BAR' })).toBe(false);
    expect(canMerge({ ...fries, uuid: 'a', qty: 4 }, { ...fries, uuid: 'b', qty: 1 })).toBe(true);
  });

  it('a new line keeps its own uuid or gets the one given; a quantity below 1 counts as 1', () => {
    expect(addLine([], { ...fries, uuid: 'mine' }, 'u1')[0]?.uuid).toBe('mine');
    expect(addLine([], { ...fries, qty: 0 }, 'u1')[0]?.qty).toBe(1);
  });
});

describe('spec 2 §4 decrement and removal', () => {
  const lines: CartLine[] = [
    { ...fries, uuid: 'a', qty: 3 },
    { code: 'DUMPLINGS', qty: 2, minCardinality: 2, uuid: 'b' },
    { ...fries, code: 'COLA', uuid: 'c', qty: 1 },
  ];

  it('decrements above 1 and above minCardinality', () => {
    expect(decrementLine(lines, 'a')[0]?.qty).toBe(2);
  });

  it('removes at qty 1, or at or below minCardinality', () => {
    expect(decrementLine(lines, 'c').map((line) => line.uuid)).toEqual(['a', 'b']);
    expect(decrementLine(lines, 'b').map((line) => line.uuid)).toEqual(['a', 'c']);
  });

  it('unknown uuids change nothing; remove and replace work by uuid', () => {
    expect(decrementLine(lines, 'zzz')).toEqual(lines);
    expect(removeLine(lines, 'a')).toHaveLength(2);
    expect(replaceLine(lines, 'c', { code: 'ICEDTEA', qty: 2 })[2]).toEqual({
      code: 'ICEDTEA',
      qty: 2,
      uuid: 'c',
    });
  });

  it('increment stops at the per-cart maximum', () => {
    const feast: CartLine[] = [{ code: 'FEAST', qty: 2, maxCardinality: 2, uuid: 'f' }];
    expect(incrementLine(feast, 'f')[0]?.qty).toBe(2);
    expect(incrementLine(lines, 'a')[0]?.qty).toBe(4);
    expect(incrementLine(lines, 'zzz')).toEqual(lines);
  });

  it('counts items for the limit, leaving out the edited line', () => {
    const two = [
      { ...fries, uuid: 'a', qty: 2 },
      { ...burger, code: 'FRIES', uuid: 'b', qty: 1 },
    ];
    expect(itemCountInCart(two, 'FRIES')).toBe(3);
    expect(itemCountInCart(two, 'FRIES', 'b')).toBe(2);
    expect(cartItemCount(lines)).toBe(6);
  });

  it('property: any sequence of adds and decrements keeps every quantity positive', () => {
    const action = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        code: fc.constantFrom('FRIES', 'COLA', 'DUMPLINGS'),
        qty: fc.integer({ min: -3, max: 4 }),
      }),
      fc.record({ kind: fc.constant('dec' as const), index: fc.nat(5) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let cart: CartLine[] = [];
        let next = 0;
        for (const step of actions) {
          if (step.kind === 'add') {
            const minCardinality = step.code === 'DUMPLINGS' ? 2 : null;
            next += 1;
            cart = addLine(cart, { code: step.code, qty: step.qty, minCardinality }, `u${next}`);
          } else {
            const uuid = cart[step.index % Math.max(1, cart.length)]?.uuid;
            if (uuid) cart = decrementLine(cart, uuid);
          }
          if (cart.some((line) => line.qty < 1)) return false;
        }
        return true;
      }),
    );
  });
});

describe('spec 2 §2 per-line errors', () => {
  it('lists each error as "- {errorMsg}", children included', () => {
    const line: CartLine = {
      code: 'COMBO1',
      qty: 1,
      errors: [{ errorMsg: 'Item unavailable' }],
      childItemList: [{ code: 'COLA', qty: 1, errors: [{ errorMsg: 'Sold out' }] }],
    };
    expect(lineErrorTexts(line)).toEqual(['- Item unavailable', '- Sold out']);
  });
});
