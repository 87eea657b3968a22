import { bus } from '@owa/shared';
import { useCallback, useEffect } from 'react';
import { useMenuDispatch, useMenuSelector } from '../../lib/hooks';
import { loadStorePage, selectStorePage } from './store-page-slice';

/** Loads the store and its menu, and tells the shell once the page's own content has painted. */
export function useStorePage(storeId: string, menuCode: string) {
  const dispatch = useMenuDispatch();
  const page = useMenuSelector(selectStorePage);
  const reload = useCallback(
    () => void dispatch(loadStorePage({ storeId, menuCode })),
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
