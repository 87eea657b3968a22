import { orderContextActions, orderContextSlice, selectStoreContext } from './order-context-slice';

const reduce = orderContextSlice.reducer;
const { tableScanned, existingOrderSet } = orderContextActions;
const contextOf = (orderContext: ReturnType<typeof reduce>) => selectStoreContext({ orderContext }, '1003');

/** Table 7 of the café with a first round placed. */
function withOpenOrder() {
  const scanned = reduce(undefined, tableScanned({ storeId: '1003', tableId: '7', at: 1_000 }));
  return reduce(scanned, existingOrderSet({ storeId: '1003', orderId: 'ORD-1003-A' }));
}

describe('cart:table-scanned and the table open order (spec 2 §2, §4 "Table")', () => {
  it('the same table scanned again keeps its open order, with a fresh table time', () => {
    const again = reduce(withOpenOrder(), tableScanned({ storeId: '1003', tableId: '7', at: 2_000 }));
    const context = contextOf(again);
    expect(context.existingOrderId).toBe('ORD-1003-A');
    expect(context.tableSetAt).toBe(2_000);
    expect(context.orderType).toBe('DINE_IN');
  });

  it('another table starts without an order', () => {
    const other = reduce(withOpenOrder(), tableScanned({ storeId: '1003', tableId: '8', at: 2_000 }));
    expect(contextOf(other).existingOrderId).toBeNull();
    expect(contextOf(other).tableId).toBe('8');
  });

  it('a table cleared (expired) before the scan starts without an order', () => {
    const cleared = reduce(withOpenOrder(), orderContextActions.tableCleared({ storeId: '1003' }));
    const again = reduce(cleared, tableScanned({ storeId: '1003', tableId: '7', at: 2_000 }));
    expect(contextOf(again).existingOrderId).toBeNull();
  });
});
