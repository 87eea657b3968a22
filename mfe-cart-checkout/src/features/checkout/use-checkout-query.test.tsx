import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { checkoutStore } from '../../testing/room-stores';
import { orderContextActions, selectStoreContext } from '../order-context';
import { useCheckoutQuery } from './use-checkout-query';

function storeAtTableM3() {
  const store = checkoutStore();
  store.dispatch(
    orderContextActions.tableSet({
      storeId: '1001',
      tableId: '3',
      displayNumber: 'M3',
      at: 1_000,
      viaQr: false,
    }),
  );
  return store;
}

function renderAt(url: string, store: ReturnType<typeof checkoutStore>) {
  window.history.replaceState(null, '', url);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store, children });
  renderHook(() => useCheckoutQuery('1001'), { wrapper });
  return selectStoreContext(store.getState(), '1001');
}

describe('checkout query tid (spec 2 §2)', () => {
  it("the cart's own link keeps the table already set: its display number and its time", () => {
    const context = renderAt('/owa/snappy/detail/G1001/1001/checkout?tid=3', storeAtTableM3());
    expect(context).toMatchObject({ tableId: '3', tableDisplayNumber: 'M3', tableSetAt: 1_000 });
  });

  it('another table is set afresh, its menus to be fetched again', () => {
    const context = renderAt('/owa/snappy/detail/G1001/1001/checkout?tid=5', storeAtTableM3());
    expect(context).toMatchObject({ tableId: '5', orderType: 'DINE_IN', tableMenuCodes: null });
    expect(context.tableSetAt).not.toBe(1_000);
  });
});
