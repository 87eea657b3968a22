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

/** The route the page shows now, and its query text. */
export function useCurrentRoute(): { route: RouteMatch | null; search: string } {
  const href = useSyncExternalStore(subscribe, () => window.location.pathname + window.location.search);
  return { route: matchRoute(href.split('?')[0] ?? ''), search: window.location.search };
}
