import type { MenuGroup, MenuItem } from '@owa/shared';
import { filterMenu, itemFits, valueFits } from './filter';
import {
  BYOB,
  COLA,
  COMBO1,
  DUMPLINGS,
  FRIES,
  findItem,
  ICEDTEA,
  LOBSTER,
  LPIZZA,
  MENU_ITEMS,
  ONIONRINGS,
  SALAD,
} from './test-menu';

const kept = (needs: MenuItem['dietary'], avoid: MenuItem['allergens'] = []) =>
  MENU_ITEMS.filter((item) => itemFits(item, { needs: needs ?? [], avoid: avoid ?? [] }, findItem)).map(
    (item) => item.code,
  );

describe('issue 22 dietary filters: items', () => {
  it('"Vegan" keeps Classic Fries, Garden Salad, Iced Tea and Cola and hides Build Your Burger (DEMO-DATA)', () => {
    expect(kept(['VEGAN'])).toEqual([FRIES, SALAD, ICEDTEA, COLA].map((item) => item.code));
  });

  it('hiding crustacean and shellfish hides Lobster Roll and nothing else', () => {
    expect(kept([], ['CRUSTACEANS'])).toEqual(
      MENU_ITEMS.filter((item) => item !== LOBSTER).map((i) => i.code),
    );
  });

  it('needs and hidden allergens combine: vegetarian without milk', () => {
    expect(kept(['VEGETARIAN'], ['MILK'])).toEqual(['BYOB', 'COMBO1', 'FRIES', 'SALAD', 'ICEDTEA', 'COLA']);
    expect(kept(['VEGETARIAN'], ['MILK'])).not.toContain(ONIONRINGS.code);
    expect(kept(['VEGETARIAN'], ['MILK'])).not.toContain(LPIZZA.code);
  });

  it('gluten-friendly reads the spec tag GLUTEN_FREE as well as the label', () => {
    const tagOnly: MenuItem = { code: 'TAGGED', name: 'Tagged', tags: ['GLUTEN_FREE'], allergens: [] };
    expect(itemFits(tagOnly, { needs: ['GLUTEN_FRIENDLY'], avoid: [] })).toBe(true);
  });

  it('an item whose allergens are not given never fits an allergen filter; with no filter every item fits', () => {
    const unknown: MenuItem = { code: 'UNKNOWN', name: 'Unknown', dietary: ['VEGAN'] };
    expect(itemFits(unknown, { needs: [], avoid: ['PEANUT'] })).toBe(false);
    expect(itemFits(unknown, { needs: ['VEGAN'], avoid: [] })).toBe(true);
    expect(itemFits(DUMPLINGS, { needs: [], avoid: [] })).toBe(true);
  });

  it('spicy holds when any part is: Large Pizza is spicy with Pepperoni, Classic Fries never', () => {
    expect(kept(['SPICY'])).toEqual(['LPIZZA']);
    expect(kept(['SPICY', 'VEGETARIAN'])).toEqual([]);
  });
});

describe('issue 22 dietary filters: options and value dependencies', () => {
  it('Build Your Burger stays under "Vegetarian" through the Veggie patty only', () => {
    const vegetarian = { needs: ['VEGETARIAN' as const], avoid: [] };
    expect(itemFits(BYOB, vegetarian, findItem)).toBe(true);
    const patties = BYOB.options?.[0]?.values ?? [];
    expect(patties.filter((value) => valueFits(value, vegetarian)).map((value) => value.code)).toEqual([
      'VEGGIE',
    ]);
  });

  it('hiding milk drops Cheese and keeps the burger; hiding sesame hides it (its bun)', () => {
    const noMilk = { needs: [], avoid: ['MILK' as const] };
    const toppings = BYOB.options?.[1]?.values ?? [];
    expect(toppings.filter((value) => valueFits(value, noMilk)).map((value) => value.code)).toEqual([
      'LETTUCE',
      'TOMATO',
      'BACON',
    ]);
    expect(itemFits(BYOB, noMilk, findItem)).toBe(true);
    expect(itemFits(BYOB, { needs: [], avoid: ['SESAME'] }, findItem)).toBe(false);
  });

  it('a required option whose only fitting value depends on another choice stays reachable', () => {
    const sauced: MenuItem = {
      ...BYOB,
      code: 'SAUCED',
      options: [
        BYOB.options?.[0] as NonNullable<MenuItem['options']>[number],
        { ...(BYOB.options?.[2] as NonNullable<MenuItem['options']>[number]), minCardinality: 1 },
      ],
    };
    // Vegan: no patty is vegan, so the Vegan Aioli (shown with Veggie) cannot help.
    expect(itemFits(sauced, { needs: ['VEGAN'], avoid: [] }, findItem)).toBe(false);
    // Without egg: Mayo is out, Ketchup or the Veggie patty's Vegan Aioli complete it.
    expect(itemFits(sauced, { needs: [], avoid: ['EGG'] }, findItem)).toBe(true);
    // Only the aioli could fit: it needs the Veggie patty, which the search then chooses.
    const aioliOnly: MenuItem = {
      ...sauced,
      code: 'AIOLI_ONLY',
      options: [
        sauced.options?.[0] as NonNullable<MenuItem['options']>[number],
        {
          ...(sauced.options?.[1] as NonNullable<MenuItem['options']>[number]),
          values: (sauced.options?.[1]?.values ?? []).map((value) =>
            value.code === 'VEGANAIOLI' ? value : { ...value, allergens: ['MUSTARD' as const] },
          ),
        },
      ],
    };
    expect(itemFits(aioliOnly, { needs: [], avoid: ['MUSTARD'] }, findItem)).toBe(true);
    expect(itemFits(aioliOnly, { needs: ['VEGETARIAN'], avoid: ['MUSTARD'] }, findItem)).toBe(true);
  });

  it('a value sold out never fits, and an option needing two fitting values needs two', () => {
    const two: MenuItem = {
      code: 'TWO',
      name: 'Two sides',
      dietary: ['VEGAN'],
      allergens: [],
      options: [
        {
          code: 'SIDES',
          minCardinality: 2,
          maxCardinality: 2,
          values: [
            { code: 'A', dietary: ['VEGAN'], allergens: [], maxCardinality: 1 },
            { code: 'B', dietary: ['VEGAN'], allergens: [], maxCardinality: 1, outOfStock: true },
            { code: 'C', dietary: [], allergens: [], maxCardinality: 1 },
          ],
        },
      ],
    };
    expect(itemFits(two, { needs: ['VEGAN'], avoid: [] })).toBe(false);
    expect(itemFits(two, { needs: [], avoid: ['PEANUT'] })).toBe(true);
  });
});

describe('issue 22 dietary filters: combos', () => {
  it('a combo is vegan only when a vegan choice exists in every required slot', () => {
    expect(itemFits(COMBO1, { needs: ['VEGAN'], avoid: [] }, findItem)).toBe(false);
    expect(itemFits(COMBO1, { needs: ['VEGETARIAN'], avoid: [] }, findItem)).toBe(true);
    const veganMain: MenuItem = {
      ...COMBO1,
      code: 'VEGANCOMBO',
      relations: (COMBO1.relations ?? []).map((relation) =>
        relation.code === 'MAIN' ? { ...relation, menuItemCodes: ['SALAD'], targets: [SALAD] } : relation,
      ),
    };
    expect(itemFits(veganMain, { needs: ['VEGAN'], avoid: [] }, findItem)).toBe(true);
  });

  it('hidden allergens must be avoidable in every required slot; optional slots do not matter', () => {
    expect(itemFits(COMBO1, { needs: [], avoid: ['SESAME'] }, findItem)).toBe(true);
    expect(itemFits(COMBO1, { needs: [], avoid: ['GLUTEN'] }, findItem)).toBe(false);
    const optionalMain: MenuItem = {
      ...COMBO1,
      code: 'OPTIONALMAIN',
      relations: (COMBO1.relations ?? []).map((relation) =>
        relation.code === 'MAIN' ? { ...relation, minCardinality: 0 } : relation,
      ),
    };
    expect(itemFits(optionalMain, { needs: [], avoid: ['GLUTEN'] }, findItem)).toBe(true);
  });
});

describe('issue 22 filterMenu', () => {
  const groups: MenuGroup[] = [
    { code: 'BURGERS', menuItems: [BYOB, COMBO1] },
    { code: 'SIDES', menuItems: [FRIES, ONIONRINGS, SALAD] },
    { code: 'DRINKS', menuItems: [ICEDTEA, COLA] },
  ];

  it('drops the items that do not fit and the categories left empty; keeps untouched categories as they are', () => {
    const vegan = filterMenu(groups, { needs: ['VEGAN'], avoid: [] }, findItem);
    expect(vegan.map((group) => [group.code, group.menuItems?.map((item) => item.code)])).toEqual([
      ['SIDES', ['FRIES', 'SALAD']],
      ['DRINKS', ['ICEDTEA', 'COLA']],
    ]);
    expect(vegan[1]).toBe(groups[2]);
  });

  it('without a filter gives back the same groups', () => {
    expect(filterMenu(groups, { needs: [], avoid: [] })).toBe(groups);
  });
});
