import { type Store, whenPageInteractive } from '@owa/shared';
import { lazy, Suspense, useEffect, useState } from 'react';

// The pop-ups and their dialog machinery load only when the page is idle after its first paint.
const StorePopups = lazy(() => import('./StorePopups'));

export function StorePopupsWhenIdle({ store }: { readonly store: Store }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenPageInteractive(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <StorePopups store={store} />
    </Suspense>
  );
}
