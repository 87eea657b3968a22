import type { MenuItem, Relation } from '../../entities/index.js';
import { BYOB, COMBO1, findDemoItem, KIDS } from '../../testing/demo-items.js';
import { isConfigurable } from './configurable.js';
import {
  afterStep,
  areRelationsSatisfied,
  beforeStep,
  canAddToRelation,
  comboItemStepper,
  comboSteps,
  everyRelationChosen,
  isRelationSatisfied,
  preselectRelations,
  setComboItemQuantity,
  slotItemCodes,
  toggleComboItem,
} from './relations.js';

const side = COMBO1.itemRelationList![1]!;
const wings: Relation = {
  code: 'WINGS',
  minCardinality: 0,
  maxCardinality: 4,
  menuItemCodes: ['HOT', 'BBQ'],
};

describe('spec 1 §4.6 combo relation satisfaction', () => {
  it('satisfied between min and max; -1 or none is no maximum', () => {
    expect(isRelationSatisfied(side, 0)).toBe(false);
    expect(isRelationSatisfied(side, 1)).toBe(true);
    expect(isRelationSatisfied(side, 2)).toBe(false);
    expect(isRelationSatisfied({ code: 'X', minCardinality: 1, maxCardinality: -1 }, 50)).toBe(true);
    expect(isRelationSatisfied({ code: 'X' }, 0)).toBe(true);
  });

  it('the combo needs every slot satisfied', () => {
    const all = {
      MAIN: [{ code: 'CHKSAND', qty: 1 }],
      SIDE: [{ code: 'FRIES', qty: 1 }],
      DRINK: [{ code: 'COLA', qty: 1 }],
    };
    expect(areRelationsSatisfied(COMBO1, all)).toBe(true);
    expect(areRelationsSatisfied(COMBO1, { ...all, DRINK: [] })).toBe(false);
  });

  it('spec 3 §4 reward flow: step 1 needs a selection in every relation', () => {
    expect(everyRelationChosen({ itemRelationList: [wings] }, {})).toBe(false);
    expect(everyRelationChosen({ itemRelationList: [wings] }, { WINGS: [{ code: 'HOT', qty: 1 }] })).toBe(
      true,
    );
  });
});

describe('spec 1 §4.6 combo preselection', () => {
  it('Kids Meal: the only item of a required slot is preselected at the minimum', () => {
    expect(preselectRelations(KIDS)).toEqual({ JUICE: [{ code: 'KIDSJUICE', qty: 1 }] });
  });

  it('slots with a choice, no minimum, an out-of-stock or a configurable only item are not', () => {
    expect(preselectRelations(COMBO1)).toEqual({});
    const optional: MenuItem = {
      code: 'K',
      name: 'K',
      itemRelationList: [{ ...KIDS.itemRelationList![0]!, minCardinality: 0 }],
    };
    expect(preselectRelations(optional)).toEqual({});
    const soldOut: MenuItem = {
      code: 'K',
      name: 'K',
      itemRelationList: [{ code: 'S', minCardinality: 1, menuItemCodes: ['LOBSTER'] }],
    };
    expect(preselectRelations(soldOut, findDemoItem)).toEqual({});
    const configurable: MenuItem = {
      code: 'K',
      name: 'K',
      itemRelationList: [{ code: 'S', minCardinality: 2, menuItemCodes: ['BYOB'] }],
    };
    expect(preselectRelations(configurable, findDemoItem)).toEqual({});
  });

  it('finds slots in relations when itemRelationList is present but empty', () => {
    const stored: MenuItem = { ...KIDS, itemRelationList: [], relations: KIDS.itemRelationList ?? null };
    expect(preselectRelations(stored)).toEqual({ JUICE: [{ code: 'KIDSJUICE', qty: 1 }] });
  });

  it('reads slot items from menuItemCodes, then targets, then itemMap', () => {
    expect(slotItemCodes({ code: 'A', targets: [BYOB] })).toEqual(['BYOB']);
    expect(slotItemCodes({ code: 'A', itemMap: { BYOB } })).toEqual(['BYOB']);
    expect(slotItemCodes({ code: 'A' })).toEqual([]);
  });
});

describe('spec 1 §4.6 combo item selector', () => {
  it('with maximum 1 a new choice replaces the old; choosing it again removes it', () => {
    let selection = toggleComboItem(side, {}, 'FRIES');
    expect(selection).toEqual({ SIDE: [{ code: 'FRIES', qty: 1 }] });
    selection = toggleComboItem(side, selection, 'ONIONRINGS');
    expect(selection).toEqual({ SIDE: [{ code: 'ONIONRINGS', qty: 1 }] });
    expect(toggleComboItem(side, selection, 'ONIONRINGS')).toEqual({});
  });

  it('with a larger maximum items toggle in and out; steppers stay within the slot', () => {
    let selection = toggleComboItem(wings, {}, 'HOT');
    selection = toggleComboItem(wings, selection, 'BBQ');
    expect(selection.WINGS).toHaveLength(2);
    selection = setComboItemQuantity(wings, selection, 'HOT', 3);
    expect(selection.WINGS).toEqual([
      { code: 'HOT', qty: 3 },
      { code: 'BBQ', qty: 1 },
    ]);
    expect(setComboItemQuantity(wings, selection, 'HOT', 4)).toEqual(selection);
    expect(setComboItemQuantity(wings, selection, 'HOT', 0).WINGS).toEqual([{ code: 'BBQ', qty: 1 }]);
    expect(setComboItemQuantity({ ...wings, valueMaxCardinality: 2 }, selection, 'BBQ', 3)).toEqual(
      selection,
    );
  });

  it('a per-item minimum above 1 disables adding when the room left cannot fit it', () => {
    const six: Relation = { ...wings, valueMinCardinality: 2 };
    const selection = { WINGS: [{ code: 'HOT', qty: 3 }] };
    expect(canAddToRelation(six, selection)).toBe(false);
    expect(canAddToRelation(six, { WINGS: [{ code: 'HOT', qty: 2 }] })).toBe(true);
    expect(toggleComboItem(six, selection, 'BBQ')).toEqual(selection);
    expect(canAddToRelation({ ...wings, maxCardinality: -1 }, selection)).toBe(true);
    expect(canAddToRelation(wings, {}, { outOfStock: true })).toBe(false);
    expect(toggleComboItem(side, {}, 'FRIES', { outOfStock: true })).toEqual({});
  });
});

describe('spec 1 §4.7 steppers of a combo slot', () => {
  it('add while the slot has room and the item is below its own maximum; remove above 0', () => {
    const slot: Relation = { ...wings, valueMaxCardinality: 3 };
    expect(comboItemStepper(slot, {}, 'HOT')).toEqual({ canAdd: true, canRemove: false });
    expect(comboItemStepper(slot, { WINGS: [{ code: 'HOT', qty: 3 }] }, 'HOT')).toEqual({
      canAdd: false,
      canRemove: true,
    });
    expect(
      comboItemStepper(
        slot,
        {
          WINGS: [
            { code: 'HOT', qty: 2 },
            { code: 'BBQ', qty: 2 },
          ],
        },
        'HOT',
      ).canAdd,
    ).toBe(false);
    expect(
      comboItemStepper({ ...slot, maxCardinality: -1 }, { WINGS: [{ code: 'BBQ', qty: 9 }] }, 'HOT').canAdd,
    ).toBe(true);
  });
});

describe('spec 1 §4.6 steps 1 to N', () => {
  it('step 1 is the item, then one step per chosen configurable item occurrence', () => {
    expect(isConfigurable(BYOB)).toBe(true);
    expect(isConfigurable({ attributes: { Configurable: 'true' } })).toBe(true);
    expect(isConfigurable(undefined)).toBe(false);
    const selection = { MAIN: [{ code: 'BYOB', qty: 2 }], SIDE: [{ code: 'FRIES', qty: 1 }] };
    expect(comboSteps(COMBO1, selection)).toEqual([
      { kind: 'item' },
      { kind: 'combo', relationCode: 'MAIN', itemCode: 'BYOB', occurrence: 1 },
      { kind: 'combo', relationCode: 'MAIN', itemCode: 'BYOB', occurrence: 2 },
    ]);
    expect(comboSteps(COMBO1, { MAIN: [{ code: 'CHKSAND', qty: 1 }] })).toEqual([{ kind: 'item' }]);
  });

  it('past the last step adds to the cart; back from step 1 closes', () => {
    expect(afterStep(1, 3)).toEqual({ next: 2 });
    expect(afterStep(3, 3)).toBe('add-to-cart');
    expect(afterStep(1, 1)).toBe('add-to-cart');
    expect(beforeStep(2)).toEqual({ previous: 1 });
    expect(beforeStep(1)).toBe('close');
  });
});
