import { useLatest } from '@owa/shared';
import { useSyncExternalStore } from 'react';
import { type StoreContext, storeContext$ } from './store-context-state';

export function useStoreContext(): StoreContext {
  return useLatest(storeContext$);
}

function subscribeToRoutes(onChange: () => void) {
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The address bar's path and query, following single-spa's navigations. */
export function useLocation(): string {
  return useSyncExternalStore(subscribeToRoutes, () => window.location.pathname + window.location.search);
}
