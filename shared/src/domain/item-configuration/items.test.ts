import fc from 'fast-check';
import { BYOB, DUMPLINGS, FEAST, FRIES, KIDS, LOBSTER, LPIZZA } from '../../testing/demo-items.js';
import { checkAddToCart } from './add-to-cart.js';
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

describe('spec 1 §5 add to cart allowed', () => {
  const base = { available: true, selection: [], relations: {}, quantity: 1, inCartCount: 0 };
  const patty = [{ code: 'PATTY', attrValueList: [{ code: 'BEEF', qty: 1 }] }];

  it('a simple available item may be added', () => {
    expect(checkAddToCart({ ...base, item: FRIES })).toEqual({ allowed: true });
  });

  it('unavailable or sold-out items may not', () => {
    expect(checkAddToCart({ ...base, item: FRIES, available: false })).toMatchObject({
      reason: 'unavailable',
    });
    expect(checkAddToCart({ ...base, item: LOBSTER })).toMatchObject({ reason: 'unavailable' });
  });

  it('an unmet required option refuses and names where to scroll', () => {
    const check = checkAddToCart({ ...base, item: BYOB });
    expect(check).toMatchObject({ allowed: false, reason: 'required-option' });
    expect(!check.allowed && check.scrollTo?.code).toBe('PATTY');
    expect(checkAddToCart({ ...base, item: BYOB, selection: patty })).toEqual({ allowed: true });
  });

  it('an optional group over its maximum refuses', () => {
    const sauces = [...patty, { code: 'SAUCE', attrValueList: [{ code: 'KETCHUP', qty: 3 }] }];
    expect(checkAddToCart({ ...base, item: BYOB, selection: sauces })).toMatchObject({
      reason: 'invalid-option',
    });
  });

  it('every relation with a minimum must be satisfied', () => {
    expect(checkAddToCart({ ...base, item: KIDS })).toMatchObject({ reason: 'relation' });
    expect(
      checkAddToCart({ ...base, item: KIDS, relations: { JUICE: [{ code: 'KIDSJUICE', qty: 1 }] } }),
    ).toEqual({
      allowed: true,
    });
  });

  it('cart count plus quantity may not exceed maxCardinality', () => {
    expect(checkAddToCart({ ...base, item: FEAST, quantity: 2 })).toEqual({ allowed: true });
    expect(checkAddToCart({ ...base, item: FEAST, quantity: 1, inCartCount: 2 })).toMatchObject({
      reason: 'order-limit',
    });
    expect(checkAddToCart({ ...base, item: LPIZZA, quantity: 0 })).toMatchObject({ reason: 'order-limit' });
  });
});
