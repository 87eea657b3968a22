import { ApiError, bus, LiteMenuListSchema, type Menu, pageStore, type Store, siteApi } from '@owa/shared';
import { useCallback, useEffect, useState } from 'react';

export type MenuSelectionLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly store: Store; readonly menus: readonly Menu[] }
  | { readonly status: 'failed'; readonly store: Store | null; readonly notFound: boolean };

/** The store and its lite menus for the order type (spec 1 §2.2 menu-selection, §7). */
export function useMenuSelection(storeId: string, orderType: string, enabled: boolean) {
  const [load, setLoad] = useState<MenuSelectionLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    let store: Store | null = null;
    setLoad({ status: 'loading' });
    const api = siteApi();
    pageStore(storeId)
      .then(async (found) => {
        store = found;
        const menus = await api.request('/lite_menus', {
          query: { orderType },
          schema: LiteMenuListSchema,
          storeId,
        });
        if (current && store) setLoad({ status: 'ready', store, menus });
      })
      .catch((error: unknown) => {
        const notFound = error instanceof ApiError && error.errorCode === 'GENERAL_ERR_STORE_NOT_FOUND';
        // spec 1 §7: a failed menu list is reported to the server.
        if (!notFound) bus.emit('shell:error-report', { error: `lite_menus: ${String(error)}` });
        if (current) setLoad({ status: 'failed', store, notFound });
      });
    return () => {
      current = false;
    };
  }, [storeId, orderType, enabled, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, retry };
}
