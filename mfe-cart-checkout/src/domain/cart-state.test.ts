import {
  clearTable,
  ensureStoreCart,
  expireTable,
  NO_TABLE,
  refetchOnOrderTypeChange,
  resetCarts,
  setTable,
} from './cart-state';

describe('spec 2 §4 store carts', () => {
  it('ensuring a cart creates an empty one with a new UUID only for a new store', () => {
    const carts = ensureStoreCart({}, 1001, 'uuid-1');
    expect(carts).toEqual({ '1001': { orderUUID: 'uuid-1', lines: [] } });
    const withLine = { '1001': { orderUUID: 'uuid-1', lines: [{ code: 'FRIES', qty: 1 }] } };
    expect(ensureStoreCart(withLine, '1001', 'uuid-2')).toEqual(withLine);
    expect(Object.keys(ensureStoreCart(withLine, 1002, 'uuid-3'))).toEqual(['1001', '1002']);
  });

  it('reset clears every cart and generates a new order UUID', () => {
    expect(resetCarts(1001, 'uuid-9')).toEqual({ '1001': { orderUUID: 'uuid-9', lines: [] } });
  });
});

describe('spec 2 §4 table state', () => {
  const noon = Date.UTC(2026, 10, 21, 17, 0);

  it('setting stores the display number and the time; clearing resets to -1 and the QR flag', () => {
    const table = setTable(7, 'M7', noon, true);
    expect(table).toEqual({ tableId: 7, tableDisplay: 'M7', tableSetAt: noon, enteredViaQr: true });
    expect(clearTable()).toEqual({ tableId: -1, tableDisplay: null, tableSetAt: null, enteredViaQr: false });
  });

  it('a table expires after 150 minutes and is cleared', () => {
    const table = setTable(7, 'M7', noon, false);
    expect(expireTable(table, noon + 149 * 60_000)).toEqual({ state: table, expired: false });
    expect(expireTable(table, noon + 150 * 60_000)).toEqual({ state: NO_TABLE, expired: true });
    expect(expireTable(NO_TABLE, noon)).toEqual({ state: NO_TABLE, expired: false });
  });

  it('changing the order type re-fetches the cart except for dine-in without a table', () => {
    expect(refetchOnOrderTypeChange('PICKUP', false)).toBe(true);
    expect(refetchOnOrderTypeChange('DINE_IN', true)).toBe(true);
    expect(refetchOnOrderTypeChange('DINE_IN', false)).toBe(false);
  });
});
