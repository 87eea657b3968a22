// Test support: the configurable items of DEMO-DATA.md as the API serves them (combo slots with
// their targets). Not used at run time.
import type { DietaryLabel, Menu, MenuItem, Option, OptionValue, Relation } from '@owa/shared';

const value = (code: string, name: string, price = 0, extra: Partial<OptionValue> = {}): OptionValue => ({
  code,
  value: name,
  charges: [{ price }],
  minCardinality: 0,
  maxCardinality: 1,
  ...extra,
});

const option = (
  code: string,
  name: string,
  min: number,
  max: number,
  values: OptionValue[],
  extra: Partial<Option> = {},
): Option => ({
  code,
  name,
  minCardinality: min,
  maxCardinality: max,
  multiSelect: max !== 1,
  allowedUsage: 'ALL',
  numFree: 0,
  values,
  ...extra,
});

const item = (code: string, name: string, price: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  code,
  name,
  price,
  menuCode: 'ALLDAY',
  charges: [{ price }, { price: 0, forCombo: true }],
  attributes: { Configurable: (extra.options?.length ?? 0) > 0 || (extra.relations?.length ?? 0) > 0 },
  ...extra,
});

export const FRIES = item('FRIES', 'Classic Fries', 4.99, { thumbup: 42 });
export const ONIONRINGS = item('ONIONRINGS', 'Onion Rings', 5.49, {
  charges: [{ price: 5.49 }, { price: 1, forCombo: true }],
});
export const ICEDTEA = item('ICEDTEA', 'Iced Tea', 2.49);
export const COLA = item('COLA', 'Cola', 1.99);
export const CHKSAND = item('CHKSAND', 'Chicken Sandwich', 9.99);
export const KIDSJUICE = item('KIDSJUICE', 'Kids Juice', 1.49);

const PLANT: DietaryLabel[] = ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'];

const veggie = { type: 'AND' as const, dependencies: [{ attributeCode: 'PATTY', valueCode: 'VEGGIE' }] };

export const BYOB = item('BYOB', 'Build Your Burger', 11.99, {
  thumbup: 17,
  // Issue 22 (DEMO-DATA.md): the bun's own part; each patty, topping and sauce adds its own.
  dietary: ['VEGAN', 'VEGETARIAN'],
  allergens: ['GLUTEN', 'SESAME'],
  calories: 300,
  options: [
    option('PATTY', 'Patty', 1, 1, [
      value('BEEF', 'Beef', 0, { dietary: ['GLUTEN_FRIENDLY'], calories: 240 }),
      value('CHICKEN', 'Chicken', 1, { dietary: ['GLUTEN_FRIENDLY', 'HALAL'], calories: 180 }),
      value('VEGGIE', 'Veggie', 0, { dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'], calories: 130 }),
    ]),
    option(
      'TOPPINGS',
      'Toppings',
      0,
      -1,
      [
        value('LETTUCE', 'Lettuce', 0.5, { dietary: PLANT, calories: 5 }),
        value('TOMATO', 'Tomato', 0.5, { dietary: PLANT, calories: 5 }),
        value('CHEESE', 'Cheese', 1, {
          dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'],
          allergens: ['MILK'],
          calories: 110,
        }),
        value('BACON', 'Bacon', 1.5, { dietary: ['GLUTEN_FRIENDLY'], calories: 90 }),
      ],
      { numFree: 2 },
    ),
    option('SAUCE', 'Sauce', 0, 2, [
      value('KETCHUP', 'Ketchup', 0, { dietary: PLANT, calories: 20 }),
      value('MAYO', 'Mayo', 0, {
        dietary: ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'],
        allergens: ['EGG'],
        calories: 90,
      }),
      value('VEGANAIOLI', 'Vegan Aioli', 0, { valueDependencies: veggie, dietary: PLANT, calories: 80 }),
    ]),
  ],
});

export const LPIZZA = item('LPIZZA', 'Large Pizza', 15.99, {
  charges: [{ price: 15.99 }],
  options: [
    option(
      'PIZZATOPPINGS',
      'Toppings',
      0,
      -1,
      [
        value('PEPPERONI', 'Pepperoni', 2, { option: 1 }),
        value('MUSHROOMS', 'Mushrooms', 1.5, { option: 1 }),
        value('OLIVES', 'Olives', 1.5, { option: 1 }),
        value('EXTRACHEESE', 'Extra Cheese', 2.5, { option: 1 }),
      ],
      { pizzaTopping: true, halfPriceForHalfTopping: true },
    ),
  ],
});

export const POKE = item('POKE', 'Poke Bowl', 0, {
  charges: [{ price: 0 }],
  options: [
    option('BASE', 'Base', 1, 1, [value('RICE', 'Rice', 12), value('SALADBASE', 'Salad', 11)]),
    option('PROTEIN', 'Protein', 1, 1, [value('TUNA', 'Tuna', 4), value('TOFU', 'Tofu', 2)]),
  ],
});

export const DUMPLINGS = item('DUMPLINGS', 'Dumplings (6 pc)', 7.99, {
  minCardinality: 2,
  charges: [{ price: 7.99 }],
});
export const FEAST = item('FEAST', 'Family Feast', 39.99, { maxCardinality: 2, charges: [{ price: 39.99 }] });

const slot = (code: string, name: string, targets: MenuItem[]): Relation => ({
  code,
  name,
  minCardinality: 1,
  maxCardinality: 1,
  valueMinCardinality: 0,
  valueMaxCardinality: 1,
  menuItemCodes: targets.map((target) => target.code),
  targets,
});

export const COMBO1 = item('COMBO1', 'Burger Combo', 14.99, {
  charges: [{ price: 14.99 }],
  relations: [
    slot('MAIN', 'Main', [BYOB, CHKSAND]),
    slot('SIDE', 'Side', [FRIES, ONIONRINGS]),
    slot('DRINK', 'Drink', [ICEDTEA, COLA]),
  ],
});

export const KIDS = item('KIDS', 'Kids Meal', 8.99, {
  charges: [{ price: 8.99 }],
  relations: [slot('KIDSDRINK', 'Drink', [KIDSJUICE])],
});

/** A slot taking up to three sides, for the steppers. */
export const PARTY = item('PARTY', 'Party Box', 20, {
  charges: [{ price: 20 }],
  relations: [
    {
      ...slot('SIDES', 'Sides', [FRIES, ONIONRINGS]),
      minCardinality: 0,
      maxCardinality: 3,
      valueMaxCardinality: 3,
    },
  ],
});

export const TEST_MENU: Menu = {
  code: 'ALLDAY',
  menuGroups: [
    {
      code: 'MAINS',
      name: 'Mains',
      menuItems: [BYOB, LPIZZA, POKE, CHKSAND, DUMPLINGS, FEAST, COMBO1, KIDS, PARTY],
    },
    { code: 'SIDES', name: 'Sides', menuItems: [FRIES, ONIONRINGS] },
    { code: 'DRINKS', name: 'Drinks', menuItems: [ICEDTEA, COLA] },
  ],
};
