import fc from 'fast-check';
import { DUMPLINGS, FEAST, FRIES } from '../../testing/demo-items.js';
import {
  canDecrementQuantity,
  canIncrementQuantity,
  cardStepper,
  initialQuantity,
  isWithinOrderLimit,
  normalizeQuantity,
  orderLimitLabel,
  stepCardQuantity,
} from './quantity.js';

describe('spec 1 §4.6 and §5 quantity bounds', () => {
  it('starts at the item minCardinality, else 1', () => {
    expect(initialQuantity(DUMPLINGS)).toBe(2);
    expect(initialQuantity(FRIES)).toBe(1);
  });

  it('0 or less (or not a number) resets to 1', () => {
    expect(normalizeQuantity(0)).toBe(1);
    expect(normalizeQuantity(-4)).toBe(1);
    expect(normalizeQuantity(Number.NaN)).toBe(1);
    expect(normalizeQuantity(3.7)).toBe(3);
  });

  it('decrement stops at the item minimum (or 1)', () => {
    expect(canDecrementQuantity(2, DUMPLINGS)).toBe(false);
    expect(canDecrementQuantity(3, DUMPLINGS)).toBe(true);
    expect(canDecrementQuantity(1, FRIES)).toBe(false);
  });

  it('increment stops at the per-cart maximum, counting what is in the cart', () => {
    expect(canIncrementQuantity(1, FEAST, 0)).toBe(true);
    expect(canIncrementQuantity(2, FEAST, 0)).toBe(false);
    expect(canIncrementQuantity(1, FEAST, 1)).toBe(false);
    expect(canIncrementQuantity(99, FRIES, 99)).toBe(true);
    expect(isWithinOrderLimit(2, FEAST, 0)).toBe(true);
    expect(isWithinOrderLimit(1, FEAST, 2)).toBe(false);
    expect(orderLimitLabel(FEAST)).toBe('Order Limit: 2');
    expect(orderLimitLabel(FRIES)).toBeUndefined();
  });
});

describe('spec 1 §4.7 quantity stepper on cards', () => {
  it('adds below the maximum while the group has room (or is unlimited)', () => {
    expect(cardStepper({ qty: 0, max: 2, remaining: -1 })).toEqual({ canAdd: true, canRemove: false });
    expect(cardStepper({ qty: 2, max: 2, remaining: 5 }).canAdd).toBe(false);
    expect(cardStepper({ qty: 1, max: -1, remaining: 0 }).canAdd).toBe(false);
    expect(cardStepper({ qty: 1, max: null, remaining: 1 })).toEqual({ canAdd: true, canRemove: true });
  });

  it('property: any sequence of presses never goes negative nor past the maximum', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 5 }),
        fc.array(fc.constantFrom<1 | -1>(1, -1), { maxLength: 30 }),
        (max, presses) => {
          let qty = 0;
          for (const press of presses) {
            qty = stepCardQuantity({ qty, max, remaining: -1 }, press);
            if (qty < 0 || (max >= 0 && qty > max)) return false;
          }
          return true;
        },
      ),
    );
  });
});
