import { useSyncExternalStore } from 'react';
import { matchRoute, type RouteMatch } from '../routes';

function subscribe(onChange: () => void): () => void {
  // single-spa fires this on every navigation, including pushState from other apps.
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The route the page shows now, read through the contract's route table; every team's apps. */
export function useCurrentRoute(): RouteMatch | null {
  const pathname = useSyncExternalStore(subscribe, () => window.location.pathname);
  return matchRoute(pathname);
}

/** The page's query text (`?tid=7&tab=cards`, or empty), following navigation. */
export function useCurrentSearch(): string {
  return useSyncExternalStore(subscribe, () => window.location.search);
}
