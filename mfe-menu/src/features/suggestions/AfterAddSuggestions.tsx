import { lazy, Suspense } from 'react';
import { useAfterAdd } from './use-after-add';

// The panel's code loads after the diner's first add, never with the store page.
const GoesWellWith = lazy(() => import('./GoesWellWith'));

/** The menu service's "goes well with" panel, shown after an add from the menu (issue 22). */
export function AfterAddSuggestions() {
  const { shown, dismiss } = useAfterAdd();
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <GoesWellWith onClose={dismiss} />
    </Suspense>
  );
}
