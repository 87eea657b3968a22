import { matchRoute, type RouteMatch } from '@owa/shared';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  // single-spa fires this on every navigation, including pushState from other apps.
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The route the page shows now, read through the contract's route table. */
export function useCurrentRoute(): RouteMatch | null {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  return matchRoute(pathname);
}

/** The page's query string, following navigation. */
export function useSearchParams(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, () => window.location.search);
  return new URLSearchParams(search);
}
