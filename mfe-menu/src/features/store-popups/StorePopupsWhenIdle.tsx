import type { Store } from '@owa/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/when-idle';

// The pop-ups and their dialog machinery load only when the page is idle after its first paint.
const StorePopups = lazy(() => import('./StorePopups'));

export function StorePopupsWhenIdle({ store }: { readonly store: Store }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <StorePopups store={store} />
    </Suspense>
  );
}
