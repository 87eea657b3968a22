// The demo menu items of DEMO-DATA.md that the pricing and configuration rules are checked against
// (the contract's rules here, the menu's in mfe-menu/src/domain), as `@owa/shared/testing`. Kept in
// one place so every rule's tests agree on the same data; tests only, never at run time.
import type { MenuItem, Option } from '../entities/index.js';

const price = (dollars: number) => [{ price: dollars }];

export const PATTY: Option = {
  code: 'PATTY',
  name: 'Patty',
  minCardinality: 1,
  maxCardinality: 1,
  values: [
    { code: 'BEEF', value: 'Beef', charges: price(0) },
    { code: 'CHICKEN', value: 'Chicken', charges: price(1) },
    { code: 'VEGGIE', value: 'Veggie', charges: price(0) },
  ],
};

export const BURGER_TOPPINGS: Option = {
  code: 'TOPPINGS',
  name: 'Toppings',
  minCardinality: 0,
  maxCardinality: -1,
  numFree: 2,
  values: [
    { code: 'LETTUCE', value: 'Lettuce', charges: price(0.5) },
    { code: 'TOMATO', value: 'Tomato', charges: price(0.5) },
    { code: 'CHEESE', value: 'Cheese', charges: price(1) },
    { code: 'BACON', value: 'Bacon', charges: price(1.5) },
  ],
};

export const SAUCE: Option = {
  code: 'SAUCE',
  name: 'Sauce',
  minCardinality: 0,
  maxCardinality: 2,
  values: [
    { code: 'KETCHUP', value: 'Ketchup' },
    { code: 'MAYO', value: 'Mayo' },
    {
      code: 'AIOLI',
      value: 'Vegan Aioli',
      valueDependencies: { type: 'AND', dependencies: [{ attributeCode: 'PATTY', valueCode: 'VEGGIE' }] },
    },
  ],
};

export const BYOB: MenuItem = {
  code: 'BYOB',
  name: 'Build Your Burger',
  price: 11.99,
  charges: [{ price: 11.99 }, { price: 0, forCombo: true }],
  options: [PATTY, BURGER_TOPPINGS, SAUCE],
  attributes: { Configurable: true },
};

export const PIZZA_TOPPINGS: Option = {
  code: 'PIZZATOP',
  name: 'Toppings',
  minCardinality: 0,
  maxCardinality: -1,
  pizzaTopping: true,
  halfPriceForHalfTopping: true,
  multiSelect: true,
  values: [
    { code: 'PEPPERONI', value: 'Pepperoni', charges: price(2) },
    { code: 'MUSHROOMS', value: 'Mushrooms', charges: price(1.5) },
    { code: 'OLIVES', value: 'Olives', charges: price(1.5) },
    { code: 'XCHEESE', value: 'Extra Cheese', charges: price(2.5) },
  ],
};

export const LPIZZA: MenuItem = {
  code: 'LPIZZA',
  name: 'Large Pizza',
  price: 15.99,
  charges: price(15.99),
  options: [PIZZA_TOPPINGS],
};

export const POKE: MenuItem = {
  code: 'POKE',
  name: 'Poke Bowl',
  price: 0,
  charges: price(0),
  options: [
    {
      code: 'BASE',
      minCardinality: 1,
      maxCardinality: 1,
      values: [
        { code: 'RICE', value: 'Rice', charges: price(12) },
        { code: 'SALAD', value: 'Salad', charges: price(11) },
      ],
    },
    {
      code: 'PROTEIN',
      minCardinality: 1,
      maxCardinality: 1,
      values: [
        { code: 'TUNA', value: 'Tuna', charges: price(4) },
        { code: 'TOFU', value: 'Tofu', charges: price(2) },
      ],
    },
  ],
};

const simple = (code: string, name: string, dollars: number, comboDollars = 0): MenuItem => ({
  code,
  name,
  price: dollars,
  charges: [{ price: dollars }, { price: comboDollars, forCombo: true }],
});

export const FRIES = simple('FRIES', 'Classic Fries', 4.99);
export const ONIONRINGS = simple('ONIONRINGS', 'Onion Rings', 5.49, 1);
export const ICEDTEA = simple('ICEDTEA', 'Iced Tea', 2.49);
export const COLA = simple('COLA', 'Cola', 1.99);
export const CHKSAND = simple('CHKSAND', 'Chicken Sandwich', 9.99);
export const KIDSJUICE = simple('KIDSJUICE', 'Kids Juice', 1.5);
export const LOBSTER: MenuItem = { ...simple('LOBSTER', 'Lobster Roll', 18.99), outOfStock: true };
export const FEAST: MenuItem = { ...simple('FEAST', 'Family Feast', 39.99), maxCardinality: 2 };
export const DUMPLINGS: MenuItem = { ...simple('DUMPLINGS', 'Dumplings (6 pc)', 7.99), minCardinality: 2 };

export const COMBO1: MenuItem = {
  code: 'COMBO1',
  name: 'Burger Combo',
  price: 14.99,
  charges: price(14.99),
  itemRelationList: [
    {
      code: 'MAIN',
      minCardinality: 1,
      maxCardinality: 1,
      menuItemCodes: ['BYOB', 'CHKSAND'],
      targets: [BYOB, CHKSAND],
    },
    {
      code: 'SIDE',
      minCardinality: 1,
      maxCardinality: 1,
      menuItemCodes: ['FRIES', 'ONIONRINGS'],
      targets: [FRIES, ONIONRINGS],
    },
    {
      code: 'DRINK',
      minCardinality: 1,
      maxCardinality: 1,
      menuItemCodes: ['ICEDTEA', 'COLA'],
      targets: [ICEDTEA, COLA],
    },
  ],
};

export const KIDS: MenuItem = {
  code: 'KIDS',
  name: 'Kids Meal',
  price: 8.99,
  charges: price(8.99),
  itemRelationList: [
    {
      code: 'JUICE',
      minCardinality: 1,
      maxCardinality: 1,
      menuItemCodes: ['KIDSJUICE'],
      targets: [KIDSJUICE],
    },
  ],
};

export const DEMO_ITEMS: readonly MenuItem[] = [
  BYOB,
  LPIZZA,
  POKE,
  FRIES,
  ONIONRINGS,
  ICEDTEA,
  COLA,
  CHKSAND,
  KIDSJUICE,
  LOBSTER,
  FEAST,
  DUMPLINGS,
  COMBO1,
  KIDS,
];

export function findDemoItem(code: string): MenuItem | undefined {
  return DEMO_ITEMS.find((item) => item.code === code);
}
