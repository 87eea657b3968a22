import type { CartLine } from '@owa/shared';
import { calorieRange, lineNutrition } from './nutrition';
import { BYOB, COMBO1, FRIES, findItem, LPIZZA } from './test-menu';

const line = (
  code: string,
  values: Record<string, string[]> = {},
  extra: Partial<CartLine> = {},
): CartLine => ({
  code,
  qty: 1,
  itemAttributeList: Object.entries(values).map(([option, codes]) => ({
    code: option,
    attrValueList: codes.map((value) => ({ code: value, qty: 1 })),
  })),
  ...extra,
});

describe('issue 22 calories on cards', () => {
  it('a simple item shows its own figure', () => {
    expect(calorieRange(FRIES)).toEqual({ min: 420, max: 420 });
  });

  it('Build Your Burger: from the Veggie patty (430) to Beef with every topping and the two richest sauces shown with it', () => {
    expect(calorieRange(BYOB)).toEqual({ min: 430, max: 860 });
  });

  it('Large Pizza: 2,240 plain, up to every topping on the whole pie', () => {
    expect(calorieRange(LPIZZA)).toEqual({ min: 2240, max: 3300 });
  });

  it('a combo adds its slots: the lightest and the heaviest choice of each', () => {
    expect(calorieRange(COMBO1, findItem)).toEqual({ min: 430 + 420 + 90, max: 860 + 480 + 140 });
  });

  it('no calories given: no figure', () => {
    expect(calorieRange({ code: 'X', name: 'X' })).toBeNull();
  });
});

describe('issue 22 the item dialog: calories and allergens of the current configuration', () => {
  it('Beef 540, Chicken 480, Veggie 430 (DEMO-DATA)', () => {
    const calories = ['BEEF', 'CHICKEN', 'VEGGIE'].map(
      (patty) => lineNutrition(line('BYOB', { PATTY: [patty] }), findItem).calories,
    );
    expect(calories).toEqual([540, 480, 430]);
  });

  it('Cheese adds Milk to Build Your Burger, Mayo adds Egg; in the closed list order', () => {
    expect(lineNutrition(line('BYOB', { PATTY: ['BEEF'] }), findItem).allergens).toEqual([
      'GLUTEN',
      'SESAME',
    ]);
    const loaded = lineNutrition(
      line('BYOB', { PATTY: ['BEEF'], TOPPINGS: ['CHEESE'], SAUCE: ['MAYO'] }),
      findItem,
    );
    expect(loaded).toEqual({ calories: 540 + 110 + 90, allergens: ['GLUTEN', 'EGG', 'MILK', 'SESAME'] });
  });

  it('a half topping counts half its calories', () => {
    const half: CartLine = {
      code: 'LPIZZA',
      qty: 1,
      itemAttributeList: [
        { code: 'PIZZATOPPINGS', attrValueList: [{ code: 'PEPPERONI', qty: 1, option: 0 }] },
      ],
    };
    expect(lineNutrition(half, findItem).calories).toBe(2240 + 200);
  });

  it('a combo line counts its chosen items and their choices, per unit of the combo', () => {
    const combo = line(
      'COMBO1',
      {},
      {
        qty: 2,
        childItemList: [
          line('BYOB', { PATTY: ['VEGGIE'], TOPPINGS: ['CHEESE'] }),
          line('ONIONRINGS'),
          line('COLA'),
        ],
      },
    );
    expect(lineNutrition(combo, findItem)).toEqual({
      calories: 430 + 110 + 480 + 140,
      allergens: ['GLUTEN', 'MILK', 'SESAME'],
    });
  });

  it('an item without calories has none to show, its allergens still listed', () => {
    const found = (code: string) =>
      code === 'X' ? { code: 'X', name: 'X', allergens: ['FISH' as const] } : undefined;
    expect(lineNutrition(line('X'), found)).toEqual({ calories: null, allergens: ['FISH'] });
  });
});
