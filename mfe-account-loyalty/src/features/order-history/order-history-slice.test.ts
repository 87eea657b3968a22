import { createAccountStore } from '../../app/store';
import { accountReset } from '../../lib/account-reset';
import { fakeSiteApi, settled } from '../../lib/testing/fake-api';
import { orderHistoryReloaded, orderPageRequested } from './order-history-slice';

const page = (ids: number[], pageNumber: number, totalSize: number) => ({
  currentPage: ids.map((orderId) => ({ orderId, orderStatus: 'COMPLETED' })),
  pageNumber,
  totalSize,
});

describe('the order history, through the account store (spec 3 §4 Account area)', () => {
  it('loads page after page, one at a time', async () => {
    const pages = [page([1, 2], 1, 3), page([3], 2, 3)];
    const seen = fakeSiteApi(() => ({ body: pages.shift() }));
    const store = createAccountStore();
    store.dispatch(orderPageRequested());
    // A second press while the page loads asks for nothing more.
    store.dispatch(orderPageRequested());
    await settled();
    expect(seen).toHaveLength(1);
    expect(store.getState().orderHistory).toMatchObject({ status: 'ready', totalSize: 3 });
    expect(store.getState().orderHistory.history.order).toEqual(['1', '2']);
    store.dispatch(orderPageRequested());
    await settled();
    expect(seen).toHaveLength(2);
    expect(store.getState().orderHistory.history.order).toEqual(['1', '2', '3']);
  });

  it('keeps a retry after an error, and starts over on a reload or a logout', async () => {
    fakeSiteApi(() => ({ error: 'GENERAL_ERR_INTERNAL', status: 500 }));
    const store = createAccountStore();
    store.dispatch(orderPageRequested());
    await settled();
    expect(store.getState().orderHistory).toMatchObject({
      status: 'failed',
      errorMessage: 'GENERAL_ERR_INTERNAL happened',
    });
    fakeSiteApi(() => ({ body: page([1], 1, 1) }));
    store.dispatch(orderPageRequested());
    await settled();
    expect(store.getState().orderHistory.status).toBe('ready');
    store.dispatch(orderHistoryReloaded());
    expect(store.getState().orderHistory).toMatchObject({ status: 'idle', totalSize: null });
    store.dispatch(orderPageRequested());
    await settled();
    store.dispatch(accountReset({ reason: 'logout' }));
    expect(store.getState().orderHistory.history.order).toEqual([]);
  });
});
