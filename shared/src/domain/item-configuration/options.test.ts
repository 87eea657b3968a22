import type { ItemAttribute, Option } from '../../entities/index.js';
import { BURGER_TOPPINGS, BYOB, PATTY, PIZZA_TOPPINGS, SAUCE } from '../../testing/demo-items.js';
import {
  areOptionsValid,
  effectiveBounds,
  firstUnmetRequiredOption,
  isOptionValid,
  isSelectionBlocked,
  optionPanelStatus,
  remainingSelectable,
  unknownSelections,
} from './cardinality.js';
import { pruneHiddenSelections } from './prune-hidden.js';
import { optionQuantity, setPizzaSide, setValueQuantity, valueQuantity } from './selection.js';
import {
  dependenciesHold,
  isAllowedOnline,
  isOptionVisible,
  isValueVisible,
  visibleValues,
} from './visibility.js';

const options = BYOB.options ?? [];
const pick = (code: string, ...values: string[]): ItemAttribute => ({
  code,
  attrValueList: values.map((value) => ({ code: value, qty: 1 })),
});

describe('spec 1 §4.6 value dependencies (AND/OR)', () => {
  it('Vegan Aioli shows only when the patty is Veggie', () => {
    const aioli = SAUCE.values[2]!;
    expect(isValueVisible(SAUCE, aioli, [pick('PATTY', 'BEEF')])).toBe(false);
    expect(isValueVisible(SAUCE, aioli, [pick('PATTY', 'VEGGIE')])).toBe(true);
    expect(visibleValues(SAUCE, []).map((value) => value.code)).toEqual(['KETCHUP', 'MAYO']);
  });

  it('AND needs every dependency, OR any one, none always holds', () => {
    const deps = [
      { attributeCode: 'A', valueCode: '1' },
      { attributeCode: 'B', valueCode: '2' },
    ];
    const one = [pick('A', '1')];
    const both = [pick('A', '1'), pick('B', '2')];
    expect(dependenciesHold({ type: 'AND', dependencies: deps }, one)).toBe(false);
    expect(dependenciesHold({ type: 'AND', dependencies: deps }, both)).toBe(true);
    expect(dependenciesHold({ type: 'OR', dependencies: deps }, one)).toBe(true);
    expect(dependenciesHold({ type: 'OR', dependencies: deps }, [])).toBe(false);
    expect(dependenciesHold({ type: 'AND', dependencies: [] }, [])).toBe(true);
    expect(dependenciesHold(null, [])).toBe(true);
  });

  it('an option with dependencies is hidden until they hold', () => {
    const extra: Option = {
      ...BURGER_TOPPINGS,
      code: 'VEG_EXTRAS',
      valueDependencies: { type: 'OR', dependencies: [{ attributeCode: 'PATTY', valueCode: 'VEGGIE' }] },
    };
    expect(isOptionVisible(extra, [])).toBe(false);
    expect(isOptionVisible(extra, [pick('PATTY', 'VEGGIE')])).toBe(true);
  });

  it('pruning cascades through dependent values and drops unknown codes', () => {
    const chain: Option[] = [
      { code: 'A', values: [{ code: 'a' }] },
      {
        code: 'B',
        values: [
          {
            code: 'b',
            valueDependencies: { type: 'AND', dependencies: [{ attributeCode: 'A', valueCode: 'a' }] },
          },
        ],
      },
      {
        code: 'C',
        values: [
          {
            code: 'c',
            valueDependencies: { type: 'AND', dependencies: [{ attributeCode: 'B', valueCode: 'b' }] },
          },
        ],
      },
    ];
    expect(pruneHiddenSelections(chain, [pick('B', 'b'), pick('C', 'c'), pick('Z', 'z')])).toEqual([]);
    expect(pruneHiddenSelections(chain, [pick('A', 'a'), pick('B', 'b')])).toHaveLength(2);
  });
});

describe('spec 1 §4.6 online visibility (allowedUsage)', () => {
  it('OWA and ALL are shown online, other usages hidden, missing counts as ALL', () => {
    expect(isAllowedOnline({ allowedUsage: 'OWA' })).toBe(true);
    expect(isAllowedOnline({ allowedUsage: 'ALL' })).toBe(true);
    expect(isAllowedOnline({ allowedUsage: 'POS' })).toBe(false);
    expect(isAllowedOnline({ allowedUsage: null })).toBe(true);
    expect(isOptionVisible({ ...SAUCE, allowedUsage: 'POS' }, [])).toBe(false);
  });

  it('a hidden required option does not block the item', () => {
    const hidden: Option = { ...PATTY, allowedUsage: 'KIOSK' };
    expect(areOptionsValid([hidden], [])).toBe(true);
  });
});

describe('spec 1 §5 option group validity', () => {
  it('a required exactly-one option is invalid empty, valid with one', () => {
    expect(isOptionValid(PATTY, [])).toBe(false);
    expect(isOptionValid(PATTY, [pick('PATTY', 'BEEF')])).toBe(true);
    expect(isOptionValid(PATTY, [pick('PATTY', 'BEEF', 'CHICKEN')])).toBe(false);
  });

  it('max -1 is unlimited; max 2 allows at most two', () => {
    expect(isOptionValid(BURGER_TOPPINGS, [pick('TOPPINGS', 'LETTUCE', 'TOMATO', 'CHEESE', 'BACON')])).toBe(
      true,
    );
    expect(isOptionValid(SAUCE, [pick('SAUCE', 'KETCHUP', 'MAYO')])).toBe(true);
    expect(isOptionValid(SAUCE, [{ code: 'SAUCE', attrValueList: [{ code: 'KETCHUP', qty: 3 }] }])).toBe(
      false,
    );
  });

  it('each chosen value stays within its own min and max', () => {
    const option: Option = {
      code: 'WINGS',
      minCardinality: 0,
      maxCardinality: -1,
      values: [{ code: 'HOT', minCardinality: 6, maxCardinality: 12 }],
    };
    const qty = (n: number) => [{ code: 'WINGS', attrValueList: [{ code: 'HOT', qty: n }] }];
    expect(isOptionValid(option, qty(0))).toBe(true);
    expect(isOptionValid(option, qty(5))).toBe(false);
    expect(isOptionValid(option, qty(6))).toBe(true);
    expect(isOptionValid(option, qty(13))).toBe(false);
  });

  it('the item is valid only when every group is', () => {
    expect(areOptionsValid(options, [])).toBe(false);
    expect(areOptionsValid(options, [pick('PATTY', 'BEEF')])).toBe(true);
    expect(areOptionsValid(undefined, [])).toBe(true);
  });

  it('the first unmet required option is where the dialog scrolls', () => {
    expect(firstUnmetRequiredOption(BYOB, [])?.code).toBe('PATTY');
    expect(firstUnmetRequiredOption(BYOB, [pick('PATTY', 'BEEF')])).toBeUndefined();
  });

  it('reports option and value codes the item does not have', () => {
    expect(unknownSelections(BYOB, [pick('PATTY', 'BEEF', 'WAGYU'), pick('GLAZE', 'X')])).toEqual([
      'PATTY.WAGYU',
      'GLAZE',
    ]);
  });
});

describe('spec 1 §4.6 cardinalityDependencies override min/max', () => {
  const size: Option = {
    code: 'SIZE',
    minCardinality: 1,
    maxCardinality: 1,
    values: [{ code: 'S' }, { code: 'L' }],
  };
  const toppings: Option = {
    code: 'TOPS',
    minCardinality: 0,
    maxCardinality: 2,
    values: [{ code: 'a' }, { code: 'b' }, { code: 'c' }, { code: 'd' }],
    cardinalityDependencies: [
      { attributeCode: 'SIZE', attributeValueCode: 'L', minCardinality: 1, maxCardinality: 4 },
    ],
  };

  it('applies the override only while its value is selected', () => {
    expect(effectiveBounds(toppings, [pick('SIZE', 'S')])).toEqual({ min: 0, max: 2 });
    expect(effectiveBounds(toppings, [pick('SIZE', 'L')])).toEqual({ min: 1, max: 4 });
    expect(isOptionValid(toppings, [pick('SIZE', 'L')])).toBe(false);
    expect(isOptionValid(toppings, [pick('SIZE', 'L'), pick('TOPS', 'a', 'b', 'c')])).toBe(true);
    expect(isOptionValid(toppings, [pick('SIZE', 'S'), pick('TOPS', 'a', 'b', 'c')])).toBe(false);
    expect(size.values).toHaveLength(2);
  });

  it('an override giving only max keeps the option min; -1 unlimits', () => {
    const only: Option = {
      ...toppings,
      cardinalityDependencies: [{ attributeCode: 'SIZE', attributeValueCode: 'L', maxCardinality: -1 }],
    };
    expect(effectiveBounds(only, [pick('SIZE', 'L')])).toEqual({ min: 0, max: -1 });
  });
});

describe('spec 1 §5 selection blocked', () => {
  it('blocks new units when the remaining allowed count is zero', () => {
    const full = [pick('SAUCE', 'KETCHUP', 'MAYO')];
    expect(remainingSelectable(SAUCE, full)).toBe(0);
    expect(isSelectionBlocked(SAUCE, SAUCE.values[0]!, full)).toBe(true);
    expect(remainingSelectable(BURGER_TOPPINGS, full)).toBe(-1);
  });

  it('out-of-stock values cannot be selected, even in a one-of option', () => {
    const patty: Option = { ...PATTY, values: [...PATTY.values, { code: 'WAGYU', outOfStock: true }] };
    expect(isSelectionBlocked(patty, patty.values[3]!, [])).toBe(true);
  });

  it('a value cannot exceed its own maximum', () => {
    const option: Option = { code: 'X', maxCardinality: -1, values: [{ code: 'v', maxCardinality: 1 }] };
    expect(isSelectionBlocked(option, option.values[0]!, [pick('X', 'v')])).toBe(true);
  });
});

describe('spec 1 §4.6 attribute quantities', () => {
  it('above 0 adds or updates; 0 removes the value and an empty option', () => {
    let selection = setValueQuantity([], BURGER_TOPPINGS, 'BACON', 2);
    expect(valueQuantity(selection, 'TOPPINGS', 'BACON')).toBe(2);
    selection = setValueQuantity(selection, BURGER_TOPPINGS, 'BACON', 3);
    expect(optionQuantity(selection, 'TOPPINGS')).toBe(3);
    selection = setValueQuantity(selection, BURGER_TOPPINGS, 'BACON', 0);
    expect(selection).toEqual([]);
    expect(setValueQuantity([], BURGER_TOPPINGS, 'BACON', Number.NaN)).toEqual([]);
  });
});

describe('spec 1 §4.6 pizza sides', () => {
  it('a topping switches between left (0), whole (1) and right (2)', () => {
    let selection = setValueQuantity([], PIZZA_TOPPINGS, 'PEPPERONI', 1, 1);
    expect(selection[0]?.attrValueList[0]?.option).toBe(1);
    selection = setPizzaSide(selection, 'PIZZATOP', 'PEPPERONI', 0);
    expect(selection[0]?.attrValueList[0]?.option).toBe(0);
    selection = setPizzaSide(selection, 'PIZZATOP', 'PEPPERONI', 2);
    expect(selection[0]?.attrValueList[0]?.option).toBe(2);
    expect(setPizzaSide(selection, 'PIZZATOP', 'OLIVES', 0)).toEqual(selection);
  });

  it('changing the quantity keeps the chosen side', () => {
    const left = setValueQuantity([], PIZZA_TOPPINGS, 'OLIVES', 1, 0);
    expect(setValueQuantity(left, PIZZA_TOPPINGS, 'OLIVES', 2)[0]?.attrValueList[0]).toEqual({
      code: 'OLIVES',
      qty: 2,
      option: 0,
    });
  });
});

describe('spec 1 §4.6 option panel colour', () => {
  it('required met = success, required unmet = error, optional = grey', () => {
    expect(optionPanelStatus(PATTY, [])).toBe('error');
    expect(optionPanelStatus(PATTY, [pick('PATTY', 'BEEF')])).toBe('success');
    expect(optionPanelStatus(SAUCE, [])).toBe('grey');
  });
});
