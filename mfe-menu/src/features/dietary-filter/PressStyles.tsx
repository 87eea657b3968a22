import type { Store } from '@owa/shared';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DietaryButton } from './DietaryButton';
import { DietarySummary } from './DietarySummary';

const noop = () => undefined;
const SOME_FILTER = { needs: ['VEGETARIAN'], avoid: [] } as const;

/**
 * What a press shows for the first time (the Dietary button's look with filters on and off, the
 * summary over the menu), rendered once the sheet has painted into an element outside the document:
 * emotion inserts a component's CSS rules when it first renders, and a rule inserted mid-press
 * (Chakra's `@layer` recipes) restyled the whole page in that frame, most of the first press's
 * 260–288 ms (docs/performance.md). Outside the document none of it is seen, read out, reachable by
 * Tab or found by tests.
 */
export function PressStyles({ store }: { readonly store: Store }) {
  const [ready, setReady] = useState(false);
  const [offstage] = useState(() => document.createElement('div'));
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setReady(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  if (!ready) return null;
  return createPortal(
    <>
      <DietaryButton active={0} open={false} onOpen={noop} onIntent={noop} />
      <DietaryButton active={1} open={false} onOpen={noop} onIntent={noop} />
      <DietarySummary filter={SOME_FILTER} store={store} onClear={noop} />
    </>,
    offstage,
  );
}
