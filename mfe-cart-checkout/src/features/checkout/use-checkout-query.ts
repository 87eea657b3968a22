import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { orderContextActions } from '../order-context/order-context-slice';

/**
 * Spec 2 §2 checkout query: `tid` sets the dine-in table; `orderType`, `kioskMode` and `PixelCode`
 * are read once and removed so a reload or a shared link does not apply them again.
 */
export function useCheckoutQuery(storeId: string | null): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!storeId) return;
    const url = new URL(window.location.href);
    const tid = url.searchParams.get('tid');
    if (tid && /^[A-Za-z0-9]{1,12}$/.test(tid))
      dispatch(
        orderContextActions.tableSet({
          storeId,
          tableId: tid,
          displayNumber: tid,
          at: Date.now(),
          viaQr: false,
        }),
      );
    let changed = false;
    for (const name of ['orderType', 'kioskMode', 'PixelCode']) {
      if (url.searchParams.has(name)) {
        url.searchParams.delete(name);
        changed = true;
      }
    }
    if (changed) window.history.replaceState(window.history.state, '', url);
  }, [storeId, dispatch]);
}
