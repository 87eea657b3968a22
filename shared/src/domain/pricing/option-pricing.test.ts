import fc from 'fast-check';
import type { ItemAttribute } from '../../entities/index.js';
import { BURGER_TOPPINGS, PIZZA_TOPPINGS } from '../../testing/demo-items.js';
import { applyFreeCount } from './free-values.js';
import { optionPriceCents, optionsPriceCents, valueUnitPriceCents } from './option-pricing.js';

const toppings = (...codes: string[]): ItemAttribute[] => [
  { code: 'TOPPINGS', attrValueList: codes.map((code) => ({ code, qty: 1 })) },
];

describe('spec 1 §4.6 free count', () => {
  it('first two toppings free, most expensive first: Bacon+Cheese+Tomato pays Tomato only', () => {
    expect(optionPriceCents(BURGER_TOPPINGS, toppings('TOMATO', 'CHEESE', 'BACON'))).toBe(50);
  });

  it('two or fewer toppings cost nothing', () => {
    expect(optionPriceCents(BURGER_TOPPINGS, toppings('BACON', 'CHEESE'))).toBe(0);
    expect(optionPriceCents(BURGER_TOPPINGS, toppings())).toBe(0);
  });

  it('counts a value with qty 2 as two selected values', () => {
    const double: ItemAttribute[] = [{ code: 'TOPPINGS', attrValueList: [{ code: 'BACON', qty: 3 }] }];
    expect(optionPriceCents(BURGER_TOPPINGS, double)).toBe(150);
  });

  it('ignores unknown values and zero quantities', () => {
    const odd: ItemAttribute[] = [
      {
        code: 'TOPPINGS',
        attrValueList: [
          { code: 'GOLD', qty: 1 },
          { code: 'BACON', qty: 0 },
        ],
      },
    ];
    expect(optionPriceCents({ ...BURGER_TOPPINGS, numFree: 0 }, odd)).toBe(0);
  });

  it('a negative numFree frees nothing', () => {
    expect(applyFreeCount([100, 50], -3)).toBe(150);
  });

  it('property: never negative and never more than the price without it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 100000 }), { maxLength: 20 }),
        fc.integer({ min: -5, max: 25 }),
        (prices, free) => {
          const full = applyFreeCount(prices, 0);
          const withFree = applyFreeCount(prices, free);
          return withFree >= 0 && withFree <= full;
        },
      ),
    );
  });

  it('property: one more free value never raises the price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 100000 }), { maxLength: 20 }),
        fc.nat({ max: 20 }),
        (prices, free) => {
          return applyFreeCount(prices, free + 1) <= applyFreeCount(prices, free);
        },
      ),
    );
  });
});

describe('spec 1 §4.6 pizza sides and half pricing', () => {
  const pepperoni = PIZZA_TOPPINGS.values[0]!;

  it('a half topping (left 0 or right 2) costs half when halfPriceForHalfTopping is set', () => {
    expect(valueUnitPriceCents(PIZZA_TOPPINGS, pepperoni, 0)).toBe(100);
    expect(valueUnitPriceCents(PIZZA_TOPPINGS, pepperoni, 2)).toBe(100);
  });

  it('whole (1) or no side costs full', () => {
    expect(valueUnitPriceCents(PIZZA_TOPPINGS, pepperoni, 1)).toBe(200);
    expect(valueUnitPriceCents(PIZZA_TOPPINGS, pepperoni, undefined)).toBe(200);
  });

  it('without halfPriceForHalfTopping a half topping costs full', () => {
    expect(valueUnitPriceCents({ ...PIZZA_TOPPINGS, halfPriceForHalfTopping: false }, pepperoni, 0)).toBe(
      200,
    );
  });

  it('rounds half a cent to the nearest cent', () => {
    expect(valueUnitPriceCents(PIZZA_TOPPINGS, { charges: [{ price: 0.99 }] }, 0)).toBe(50);
  });

  it('sums every option of an item', () => {
    const selection: ItemAttribute[] = [
      {
        code: 'PIZZATOP',
        attrValueList: [
          { code: 'PEPPERONI', qty: 1, option: 0 },
          { code: 'XCHEESE', qty: 1, option: 1 },
        ],
      },
    ];
    expect(optionsPriceCents([PIZZA_TOPPINGS, BURGER_TOPPINGS], selection)).toBe(350);
    expect(optionsPriceCents(null, null)).toBe(0);
  });
});
