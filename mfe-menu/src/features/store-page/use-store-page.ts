import { bus } from '@owa/shared';
import { useCallback, useDeferredValue, useEffect } from 'react';
import { useMenuDispatch, useMenuSelector } from '../../lib/hooks';
import { takeEarlyRequest } from './early-request';
import { initialStorePageState, selectStorePage, storePageRequested } from './store-page-slice';

/** Loads the store and its menu, and tells the shell once the page's own content has painted. */
export function useStorePage(storeId: string, menuCode: string) {
  const dispatch = useMenuDispatch();
  // The page's first render with its menu is the largest of the load: deferred, React renders it
  // in slices between which the browser answers input, instead of in one long task. Deferred on
  // the mount too (the skeleton first): the data asked for early is often here by then.
  const page = useDeferredValue(useMenuSelector(selectStorePage), initialStorePageState);
  const reload = useCallback(
    () => void dispatch(storePageRequested({ storeId, menuCode })),
    [dispatch, storeId, menuCode],
  );

  useEffect(() => {
    // The menu's entry asked for this page's data as its code arrived (early-request.ts).
    if (!takeEarlyRequest({ storeId, menuCode })) reload();
  }, [reload, storeId, menuCode]);

  const settled = page.status === 'ready' || page.status === 'failed';
  useEffect(() => {
    if (!settled) return;
    // After the next frame the items are on screen: the shell may now load what can wait.
    const frame = requestAnimationFrame(() => bus.emit('shell:route-ready', { route: 'store' }));
    return () => cancelAnimationFrame(frame);
  }, [settled]);

  return { page, reload };
}
