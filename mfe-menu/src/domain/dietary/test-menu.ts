// Test support: the dietary facts of DEMO-DATA.md ("Dietary, allergens and calories"), on the items
// of store 1001's ALLDAY menu as the API serves them. Not used at run time.
import type { Allergen, DietaryLabel, MenuItem, Option, OptionValue, Relation } from '@owa/shared';

const PLANT: DietaryLabel[] = ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'];

const value = (
  code: string,
  dietary: DietaryLabel[],
  calories: number,
  extra: Partial<OptionValue> = {},
): OptionValue => ({ code, value: code, maxCardinality: 1, dietary, allergens: [], calories, ...extra });

const option = (
  code: string,
  min: number,
  max: number,
  values: OptionValue[],
  extra: Partial<Option> = {},
): Option => ({
  code,
  name: code,
  minCardinality: min,
  maxCardinality: max,
  allowedUsage: 'ALL',
  values,
  ...extra,
});

const item = (
  code: string,
  dietary: DietaryLabel[],
  allergens: Allergen[],
  calories: number,
  extra: Partial<MenuItem> = {},
): MenuItem => ({ code, name: code, price: 1, dietary, allergens, calories, ...extra });

export const FRIES = item('FRIES', ['VEGAN', 'VEGETARIAN'], [], 420);
export const ONIONRINGS = item('ONIONRINGS', ['VEGETARIAN'], ['GLUTEN', 'MILK'], 480);
export const SALAD = item('SALAD', ['VEGAN', 'VEGETARIAN', 'GLUTEN_FRIENDLY'], [], 210, {
  tags: ['GLUTEN_FREE'],
});
export const ICEDTEA = item('ICEDTEA', ['VEGAN', 'VEGETARIAN'], [], 90);
export const COLA = item('COLA', ['VEGAN', 'VEGETARIAN'], [], 140);
export const LOBSTER = item('LOBSTER', [], ['CRUSTACEANS', 'GLUTEN', 'MILK', 'EGG'], 560, {
  outOfStock: true,
});
export const DUMPLINGS = item('DUMPLINGS', [], ['GLUTEN', 'SOY'], 420);
export const CHKSAND = item('CHKSAND', ['HALAL'], ['GLUTEN', 'MILK', 'EGG', 'MUSTARD'], 650);

const veggie = { type: 'AND' as const, dependencies: [{ attributeCode: 'PATTY', valueCode: 'VEGGIE' }] };

export const BYOB = item('BYOB', ['VEGAN', 'VEGETARIAN'], ['GLUTEN', 'SESAME'], 300, {
  attributes: { Configurable: true },
  options: [
    option('PATTY', 1, 1, [
      value('BEEF', ['GLUTEN_FRIENDLY'], 240),
      value('CHICKEN', ['GLUTEN_FRIENDLY', 'HALAL'], 180),
      value('VEGGIE', ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'], 130, { tags: ['VEGETARIAN'] }),
    ]),
    option('TOPPINGS', 0, -1, [
      value('LETTUCE', PLANT, 5),
      value('TOMATO', PLANT, 5),
      value('CHEESE', ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'], 110, { allergens: ['MILK'] }),
      value('BACON', ['GLUTEN_FRIENDLY'], 90),
    ]),
    option('SAUCE', 0, 2, [
      value('KETCHUP', PLANT, 20),
      value('MAYO', ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'], 90, { allergens: ['EGG'] }),
      value('VEGANAIOLI', PLANT, 80, { valueDependencies: veggie }),
    ]),
  ],
});

export const LPIZZA = item('LPIZZA', ['VEGETARIAN'], ['GLUTEN', 'MILK'], 2240, {
  attributes: { Configurable: true },
  options: [
    option(
      'PIZZATOPPINGS',
      0,
      -1,
      [
        value('PEPPERONI', ['GLUTEN_FRIENDLY', 'SPICY'], 400),
        value('MUSHROOMS', PLANT, 60),
        value('OLIVES', PLANT, 120),
        value('EXTRACHEESE', ['VEGETARIAN', 'GLUTEN_FRIENDLY', 'HALAL'], 480, { allergens: ['MILK'] }),
      ],
      { pizzaTopping: true },
    ),
  ],
});

const slot = (code: string, targets: MenuItem[], min = 1, max = 1): Relation => ({
  code,
  name: code,
  minCardinality: min,
  maxCardinality: max,
  menuItemCodes: targets.map((target) => target.code),
  targets,
});

export const COMBO1 = item('COMBO1', PLANT, [], 0, {
  attributes: { Configurable: true },
  relations: [
    slot('MAIN', [BYOB, CHKSAND]),
    slot('SIDE', [FRIES, ONIONRINGS]),
    slot('DRINK', [ICEDTEA, COLA]),
  ],
});

export const MENU_ITEMS: readonly MenuItem[] = [
  BYOB,
  CHKSAND,
  COMBO1,
  LPIZZA,
  LOBSTER,
  FRIES,
  ONIONRINGS,
  SALAD,
  DUMPLINGS,
  ICEDTEA,
  COLA,
];

export const findItem = (code: string) => MENU_ITEMS.find((candidate) => candidate.code === code);
