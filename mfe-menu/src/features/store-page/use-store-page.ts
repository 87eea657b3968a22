import { bus } from '@owa/shared';
import { useCallback, useDeferredValue, useEffect } from 'react';
import { useMenuDispatch, useMenuSelector } from '../../lib/hooks';
import { selectStorePage, storePageRequested } from './store-page-slice';

/** Loads the store and its menu, and tells the shell once the page's own content has painted. */
export function useStorePage(storeId: string, menuCode: string) {
  const dispatch = useMenuDispatch();
  // The page's first render with its menu is the largest of the load: deferred, React renders it
  // in slices between which the browser answers input, instead of in one long task.
  const page = useDeferredValue(useMenuSelector(selectStorePage));
  const reload = useCallback(
    () => void dispatch(storePageRequested({ storeId, menuCode })),
    [dispatch, storeId, menuCode],
  );

  useEffect(reload, [reload]);

  const settled = page.status === 'ready' || page.status === 'failed';
  useEffect(() => {
    if (!settled) return;
    // After the next frame the items are on screen: the shell may now load what can wait.
    const frame = requestAnimationFrame(() => bus.emit('shell:route-ready', { route: 'store' }));
    return () => cancelAnimationFrame(frame);
  }, [settled]);

  return { page, reload };
}
