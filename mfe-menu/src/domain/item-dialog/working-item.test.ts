import { comboStepKey, setPizzaSide, toggleComboItem } from '@owa/shared/domain';
import { selectValue } from './choose';
import { checkComboStep, checkItemStep } from './step-check';
import { BYOB, COMBO1, DUMPLINGS, KIDS, LPIZZA, TEST_MENU } from './test-menu';
import {
  finderOf,
  menuItemIndex,
  startWorkingItem,
  type WorkingItem,
  workingItemFromLine,
  workingLine,
  workingPrice,
  workingSteps,
} from './working-item';

const index = menuItemIndex(TEST_MENU);
const findItem = finderOf(index);
const optionOf = (code: string) => {
  const option = [...(BYOB.options ?? []), ...(LPIZZA.options ?? [])].find(
    (candidate) => candidate.code === code,
  );
  if (!option) throw new Error(code);
  return option;
};
const choose = (
  working: WorkingItem,
  options: typeof BYOB.options,
  optionCode: string,
  valueCode: string,
) => ({
  ...working,
  selection: selectValue(options ?? [], optionOf(optionCode), valueCode, working.selection),
});
const priceOf = (item: typeof BYOB, working: WorkingItem) =>
  workingPrice(workingLine(item, working, 'ALLDAY', findItem), findItem, {});

describe('the item dialog working copy', () => {
  it('prices Build Your Burger with Beef, Bacon, Cheese and Tomato at $12.49: the two dearest toppings are free', () => {
    let working = startWorkingItem(BYOB, findItem);
    for (const [option, value] of [
      ['PATTY', 'BEEF'],
      ['TOPPINGS', 'BACON'],
      ['TOPPINGS', 'CHEESE'],
      ['TOPPINGS', 'TOMATO'],
    ] as const) {
      working = choose(working, BYOB.options, option, value);
    }
    expect(priceOf(BYOB, working)).toEqual({ unitCents: 1249, totalCents: 1249 });
  });

  it('prices a half Pepperoni pizza at $16.99 and a whole one at $17.99', () => {
    const whole = choose(startWorkingItem(LPIZZA), LPIZZA.options, 'PIZZATOPPINGS', 'PEPPERONI');
    expect(priceOf(LPIZZA, whole).totalCents).toBe(1799);
    const half = { ...whole, selection: setPizzaSide(whole.selection, 'PIZZATOPPINGS', 'PEPPERONI', 0) };
    expect(priceOf(LPIZZA, half).totalCents).toBe(1699);
  });

  it('prices the Burger Combo with Chicken Sandwich, Onion Rings and Cola at $15.99', () => {
    let relations = startWorkingItem(COMBO1, findItem).relations;
    const slots = COMBO1.relations ?? [];
    relations = toggleComboItem(slots[0]!, relations, 'CHKSAND', index.CHKSAND);
    relations = toggleComboItem(slots[1]!, relations, 'ONIONRINGS', index.ONIONRINGS);
    relations = toggleComboItem(slots[2]!, relations, 'COLA', index.COLA);
    const working = { ...startWorkingItem(COMBO1, findItem), relations };
    expect(workingSteps(COMBO1, working, findItem)).toHaveLength(1);
    expect(priceOf(COMBO1, working).totalCents).toBe(1599);
  });

  it('gives a configurable combo item its own step, and its options reach the line', () => {
    const slots = COMBO1.relations ?? [];
    const relations = toggleComboItem(slots[0]!, {}, 'BYOB', index.BYOB);
    const working: WorkingItem = {
      ...startWorkingItem(COMBO1, findItem),
      relations,
      stepSelections: {
        [comboStepKey('MAIN', 'BYOB', 1)]: selectValue(BYOB.options ?? [], optionOf('PATTY'), 'CHICKEN', []),
      },
    };
    expect(workingSteps(COMBO1, working, findItem)).toEqual([
      { kind: 'item' },
      { kind: 'combo', relationCode: 'MAIN', itemCode: 'BYOB', occurrence: 1 },
    ]);
    const line = workingLine(COMBO1, working, 'ALLDAY', findItem);
    expect(line.childItemList).toEqual([
      expect.objectContaining({
        code: 'BYOB',
        relationCode: 'MAIN',
        itemAttributeList: [expect.objectContaining({ code: 'PATTY' })],
      }),
    ]);
    // Chicken patty +$1.00 inside the combo.
    expect(workingPrice(line, findItem, {}).unitCents).toBe(1599);
  });

  it('preselects the only item of a required slot (Kids Juice) and starts Dumplings at 2', () => {
    expect(startWorkingItem(KIDS, findItem).relations).toEqual({
      KIDSDRINK: [{ code: 'KIDSJUICE', qty: 1 }],
    });
    expect(startWorkingItem(DUMPLINGS).quantity).toBe(2);
  });

  it('reopens a cart line with its configuration, so saving it unchanged gives the same line', () => {
    const relations = toggleComboItem((COMBO1.relations ?? [])[0]!, {}, 'BYOB', index.BYOB);
    const working: WorkingItem = {
      ...startWorkingItem(COMBO1, findItem),
      relations: toggleComboItem((COMBO1.relations ?? [])[1]!, relations, 'FRIES', index.FRIES),
      stepSelections: {
        [comboStepKey('MAIN', 'BYOB', 1)]: selectValue(BYOB.options ?? [], optionOf('PATTY'), 'VEGGIE', []),
      },
      quantity: 3,
      specialRequest: 'No onions',
    };
    const line = workingLine(COMBO1, working, 'ALLDAY', findItem);
    const reopened = workingItemFromLine(COMBO1, line, findItem);
    expect(reopened.quantity).toBe(3);
    expect(reopened.specialRequest).toBe('No onions');
    expect(workingLine(COMBO1, reopened, 'ALLDAY', findItem)).toEqual(line);
  });
});

describe('the main button check of a step', () => {
  const base = { available: true, relations: {}, quantity: 1, inCartCount: 0, everyRelationRequired: false };

  it('points at the unmet required option (Patty) instead of adding', () => {
    const check = checkItemStep({ ...base, item: BYOB, selection: [] });
    expect(check).toEqual({
      allowed: false,
      reason: 'required-option',
      target: { kind: 'option', code: 'PATTY', name: 'Patty' },
    });
  });

  it('points at the first unsatisfied combo slot', () => {
    const check = checkItemStep({ ...base, item: COMBO1, selection: [] });
    expect(check).toMatchObject({
      allowed: false,
      reason: 'relation',
      target: { kind: 'relation', code: 'MAIN' },
    });
  });

  it('refuses a quantity past the per-cart limit with what is already in the cart', () => {
    const feast = index.FEAST!;
    expect(checkItemStep({ ...base, item: feast, selection: [], quantity: 1, inCartCount: 2 })).toMatchObject(
      {
        allowed: false,
        reason: 'order-limit',
      },
    );
    expect(checkItemStep({ ...base, item: feast, selection: [], quantity: 1, inCartCount: 1 })).toEqual({
      allowed: true,
    });
  });

  it('checks a combo item step on its own options', () => {
    expect(checkComboStep(BYOB, [])).toMatchObject({ allowed: false, target: { code: 'PATTY' } });
    expect(checkComboStep(BYOB, selectValue(BYOB.options ?? [], optionOf('PATTY'), 'BEEF', []))).toEqual({
      allowed: true,
    });
  });
});
