import { CART_STORAGE_KEY, readStoredCart, writeStoredCart } from './cart-storage';

const fries = { code: 'FRIES', uuid: 'u1', qty: 2, name: 'Classic Fries', menuCode: 'ALLDAY', price: 4.99 };

describe('persisted cart (spec 1 §9 persisted state: cart)', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps a cart across page loads and forgets an empty one', () => {
    writeStoredCart(window.localStorage, { storeId: '1001', lines: [fries] });
    expect(readStoredCart(window.localStorage)).toEqual({ storeId: '1001', lines: [fries] });
    writeStoredCart(window.localStorage, { storeId: '1001', lines: [] });
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['a wrong shape', JSON.stringify({ storeId: 1001, lines: 'FRIES' })],
    ['a line without a code', JSON.stringify({ storeId: '1001', lines: [{ qty: 1 }] })],
    ['too many lines', JSON.stringify({ storeId: '1001', lines: Array.from({ length: 201 }, () => fries) })],
  ])('drops %s instead of using it', (_case, stored) => {
    window.localStorage.setItem(CART_STORAGE_KEY, stored);
    expect(readStoredCart(window.localStorage)).toBeNull();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('starts empty when storage is blocked, and does not throw when writing fails', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(readStoredCart(blocked)).toBeNull();
    expect(() => writeStoredCart(blocked, { storeId: '1001', lines: [fries] })).not.toThrow();
  });
});
