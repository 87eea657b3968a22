import fc from 'fast-check';
import type { CartLine } from '../../entities/index.js';
import { findDemoItem } from '../../testing/demo-items.js';
import { linePriceFields, priceCartLine, priceCartLines, promotionDiscountsOf } from './line-pricing.js';

function price(line: CartLine, context = {}) {
  const result = priceCartLine(line, findDemoItem, context, promotionDiscountsOf);
  if (!result.ok) throw new Error(`unknown ${result.unknownItemCode}`);
  return result.price;
}

const byob = (toppings: string[], patty = 'BEEF'): CartLine => ({
  code: 'BYOB',
  qty: 1,
  itemAttributeList: [
    { code: 'PATTY', attrValueList: [{ code: patty, qty: 1 }] },
    { code: 'TOPPINGS', attrValueList: toppings.map((code) => ({ code, qty: 1 })) },
  ],
});

describe('spec 1 §4.6 line pricing with the demo menu', () => {
  it('BYOB with Bacon+Cheese+Tomato costs 12.49', () => {
    expect(price(byob(['BACON', 'CHEESE', 'TOMATO'])).itemPriceCents).toBe(1249);
  });

  it('Chicken patty adds 1.00', () => {
    expect(price(byob([], 'CHICKEN')).itemPriceCents).toBe(1299);
    expect(price(byob([], 'BEEF')).itemPriceCents).toBe(1199);
  });

  it('half Pepperoni on LPIZZA adds 1.00, whole adds 2.00', () => {
    const pizza = (side: 0 | 1 | 2): CartLine => ({
      code: 'LPIZZA',
      qty: 1,
      itemAttributeList: [{ code: 'PIZZATOP', attrValueList: [{ code: 'PEPPERONI', qty: 1, option: side }] }],
    });
    expect(price(pizza(0)).itemPriceCents).toBe(1699);
    expect(price(pizza(2)).itemPriceCents).toBe(1699);
    expect(price(pizza(1)).itemPriceCents).toBe(1799);
  });

  it("ignores what the client claims: discounts unless asked for, a selection entry's numFree always", () => {
    const claimed: CartLine = {
      ...byob(['BACON', 'CHEESE', 'TOMATO']),
      promotionDiscounts: [{ amount: 1000 }],
    };
    const priced = priceCartLine(claimed, findDemoItem);
    expect(priced.ok && priced.price.discountCents).toBe(0);
    const allFree: CartLine = {
      ...byob([]),
      itemAttributeList: [
        { code: 'PATTY', attrValueList: [{ code: 'BEEF', qty: 1 }] },
        {
          code: 'TOPPINGS',
          numFree: 99,
          attrValueList: ['LETTUCE', 'TOMATO', 'BACON'].map((code) => ({ code, qty: 1 })),
        },
      ],
    };
    expect(price(allFree).itemPriceCents).toBe(1199 + 50);
  });

  it('subtotal is item price times quantity', () => {
    const line = { ...byob(['BACON', 'CHEESE', 'TOMATO']), qty: 3 };
    expect(price(line).subTotalCents).toBe(3747);
    expect(linePriceFields(price(line))).toEqual({
      price: 12.49,
      itemPrice: 12.49,
      subTotal: 37.47,
      discountTotal: 0,
    });
  });

  it('an unknown item code is reported, not priced', () => {
    expect(priceCartLine({ code: 'NOPE', qty: 1 }, findDemoItem)).toEqual({
      ok: false,
      unknownItemCode: 'NOPE',
    });
    const combo: CartLine = { code: 'COMBO1', qty: 1, childItemList: [{ code: 'NOPE', qty: 1 }] };
    expect(priceCartLine(combo, findDemoItem)).toEqual({ ok: false, unknownItemCode: 'NOPE' });
  });
});

describe('spec 2 §4 composite (combo) pricing', () => {
  const combo = (side: string): CartLine => ({
    code: 'COMBO1',
    qty: 1,
    childItemList: [
      { ...byob(['BACON', 'CHEESE', 'TOMATO']), relationCode: 'MAIN' },
      { code: side, qty: 1, relationCode: 'SIDE' },
      { code: 'COLA', qty: 1 },
    ],
  });

  it('children are priced at their combo charges, options included', () => {
    // BYOB in a combo: 0 + Tomato 0.50; Fries 0; Cola 0.
    expect(price(combo('FRIES')).itemPriceCents).toBe(1499 + 50);
  });

  it('Onion Rings add 1.00 to the combo', () => {
    expect(price(combo('ONIONRINGS')).itemPriceCents).toBe(1499 + 50 + 100);
  });

  it('a slot charge applies to the children found in that slot', () => {
    const findWithCharge = (code: string) => {
      const item = findDemoItem(code);
      if (code !== 'COMBO1' || !item) return item;
      return {
        ...item,
        itemRelationList: item.itemRelationList?.map((relation) =>
          relation.code === 'SIDE' ? { ...relation, charge: { type: 'DST' as const, value: 0.5 } } : relation,
        ),
      };
    };
    const result = priceCartLine(combo('ONIONRINGS'), findWithCharge);
    expect(result.ok && result.price.itemPriceCents).toBe(1499 + 50 + 100 - 50);
  });

  it('prices slot charges when the slots are in relations and itemRelationList is empty', () => {
    const combo1 = findDemoItem('COMBO1');
    const stored = combo1 && {
      ...combo1,
      itemRelationList: [],
      relations: combo1.itemRelationList?.map((relation) =>
        relation.code === 'SIDE' ? { ...relation, charge: { type: 'DST' as const, value: 0.5 } } : relation,
      ),
    };
    const find = (code: string) => (code === 'COMBO1' ? stored : findDemoItem(code));
    const result = priceCartLine(combo('ONIONRINGS'), find);
    expect(result.ok && result.price.itemPriceCents).toBe(1499 + 50 + 100 - 50);
  });

  it('discounts of the line and its children add up, each at most its subtotal', () => {
    const line: CartLine = {
      ...combo('FRIES'),
      promotionDiscounts: [{ amount: 100 }],
      childItemList: [
        { code: 'ONIONRINGS', qty: 1, relationCode: 'SIDE', promotionDiscounts: [{ amount: 25 }] },
        { code: 'FRIES', qty: 1, relationCode: 'SIDE', promotionDiscounts: [{ amount: 5000 }] },
      ],
    };
    expect(price(line).discountCents).toBe(125);
    const huge: CartLine = { code: 'FRIES', qty: 1, promotionDiscounts: [{ amount: 5000 }] };
    expect(price(huge).discountCents).toBe(499);
  });

  it('property: the composite price is own price + children x qty + slot adjustments, never negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 4 }), (qty, sideQty) => {
        const line: CartLine = {
          code: 'COMBO1',
          qty,
          childItemList: [{ code: 'ONIONRINGS', qty: sideQty, relationCode: 'SIDE' }],
        };
        const priced = price(line);
        return (
          priced.itemPriceCents === 1499 + 100 * sideQty &&
          priced.subTotalCents === priced.itemPriceCents * qty
        );
      }),
    );
  });
});

describe('spec 2 §4 a whole cart priced', () => {
  it('sums the lines and reports an unknown item', () => {
    const priced = priceCartLines({
      lines: [
        { code: 'FRIES', qty: 2 },
        { code: 'COLA', qty: 1, promotionDiscounts: [{ amount: 50 }] },
      ],
      findItem: findDemoItem,
      discountOf: promotionDiscountsOf,
    });
    expect(priced.ok && [priced.subTotalCents, priced.discountCents]).toEqual([998 + 199, 50]);
    expect(priceCartLines({ lines: [{ code: 'X', qty: 1 }], findItem: findDemoItem })).toEqual({
      ok: false,
      unknownItemCode: 'X',
    });
  });
});
