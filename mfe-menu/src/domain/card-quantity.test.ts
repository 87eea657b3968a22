import { canAddMore, canRemoveOne, cardStep, quantityInCart } from './card-quantity';

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
  it('steps a plain item in the cart; a configured one goes to the dialog (+) or the cart (−)', () => {
    expect(cardStep('add', false)).toBe('change-quantity');
    expect(cardStep('remove', false)).toBe('change-quantity');
    expect(cardStep('add', true)).toBe('configure');
    expect(cardStep('remove', true)).toBe('open-cart');
  });
  it('removes only above 0', () => {
    expect(canRemoveOne(1)).toBe(true);
    expect(canRemoveOne(0)).toBe(false);
    expect(canRemoveOne(-1)).toBe(false);
  });
});
