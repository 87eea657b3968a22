import { BYOB, FEAST, FRIES, KIDS, LOBSTER, LPIZZA } from '@owa/shared/testing';
import { checkAddToCart } from './add-to-cart';

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
