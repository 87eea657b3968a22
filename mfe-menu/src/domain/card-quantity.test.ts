import { canAddMore, quantityInCart } from './card-quantity';

describe('spec 1 §4.7 card quantity', () => {
  it('adds while below the maximum; -1 or none is unlimited', () => {
    expect(canAddMore(0, 2)).toBe(true);
    expect(canAddMore(1, 2)).toBe(true);
    expect(canAddMore(2, 2)).toBe(false);
    expect(canAddMore(50, -1)).toBe(true);
    expect(canAddMore(50, undefined)).toBe(true);
    expect(canAddMore(-3, 0)).toBe(false);
  });
  it('counts the units of the item across cart lines', () => {
    const lines = [
      { code: 'FEAST', qty: 1 },
      { code: 'FRIES', qty: 3 },
      { code: 'FEAST', qty: 1 },
    ];
    expect(quantityInCart(lines, 'FEAST')).toBe(2);
    expect(quantityInCart(undefined, 'FEAST')).toBe(0);
  });
});
