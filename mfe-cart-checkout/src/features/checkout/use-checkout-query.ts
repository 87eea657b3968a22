import { useEffect } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { type OrderContextState, orderContextActions, selectStoreContext } from '../order-context';

/**
 * Spec 2 §2 checkout query: `tid` sets the dine-in table; `orderType`, `kioskMode` and `PixelCode`
 * are read once and removed so a reload or a shared link does not apply them again.
 */
export function useCheckoutQuery(storeId: string | null): void {
  const dispatch = useDispatch();
  const store = useStore<{ orderContext: OrderContextState }>();
  useEffect(() => {
    if (!storeId) return;
    const url = new URL(window.location.href);
    const tid = url.searchParams.get('tid');
    // The cart's own link names the table already set: it keeps its display number (M3, not 3)
    // and its time. Another table is set afresh; clearing first has its number and menus fetched.
    const current = selectStoreContext(store.getState(), storeId).tableId;
    if (tid && /^[A-Za-z0-9]{1,12}$/.test(tid) && tid !== current) {
      dispatch(orderContextActions.tableCleared({ storeId }));
      dispatch(
        orderContextActions.tableSet({
          storeId,
          tableId: tid,
          displayNumber: tid,
          at: Date.now(),
          viaQr: false,
        }),
      );
    }
    let changed = false;
    for (const name of ['orderType', 'kioskMode', 'PixelCode']) {
      if (url.searchParams.has(name)) {
        url.searchParams.delete(name);
        changed = true;
      }
    }
    if (changed) window.history.replaceState(window.history.state, '', url);
  }, [storeId, dispatch, store]);
}
