import type { Store } from '@owa/shared';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { DietaryFilter } from '../../domain/dietary/filter';
import { DietaryButton } from './DietaryButton';

// The sheet's code loads on intent (hover, focus or the press), never with the store page.
const loadSheet = () => import('./DietarySheet');
const DietarySheet = lazy(loadSheet);

interface DietaryControlProps {
  readonly filter: DietaryFilter;
  readonly onChange: (filter: DietaryFilter) => void;
  readonly matches: number;
  readonly store: Store;
}

/** The store page's "Dietary" button and the sheet it opens (issue 22). */
export function DietaryControl({ filter, onChange, matches, store }: DietaryControlProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const intent = useCallback(() => void loadSheet().catch(() => undefined), []);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <>
      <DietaryButton
        ref={button}
        active={filter.needs.length + filter.avoid.length}
        open={open}
        onOpen={() => setOpen(true)}
        onIntent={intent}
      />
      {open ? (
        <Suspense fallback={null}>
          <DietarySheet filter={filter} onChange={onChange} matches={matches} store={store} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
