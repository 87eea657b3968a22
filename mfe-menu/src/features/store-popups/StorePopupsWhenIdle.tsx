import { type Store, whenPageInteractive, whenPageShown } from '@owa/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { visitAskedForPopup } from '../../domain/popups';
import { peekPopupFlags } from './popup-storage';

// The pop-ups and their dialog machinery load after the first paint, never on the critical path.
const StorePopups = lazy(() => import('./StorePopups'));

/**
 * A plain visit's news waits for the page to be interactive: the diner came for the menu. A pop-up
 * the visit asked for waits for the paint only: a quiet window would hold it for seconds.
 */
export function StorePopupsWhenIdle({ store }: { readonly store: Store }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const referrer = new URLSearchParams(window.location.search).get('referrer');
    const when = visitAskedForPopup({ referrer, ...peekPopupFlags() }) ? whenPageShown : whenPageInteractive;
    return when(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <StorePopups store={store} />
    </Suspense>
  );
}
