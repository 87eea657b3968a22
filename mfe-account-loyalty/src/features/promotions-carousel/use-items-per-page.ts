import { useSyncExternalStore } from 'react';
import { CAROUSEL_BREAKPOINTS, carouselItemsPerPage } from '../../domain/loyalty-cards';

/*
 * Media queries rather than `window.innerWidth`: on a phone, reading innerWidth makes the browser
 * lay out the whole page there and then (the viewport's scale depends on the content), which was a
 * 30 ms forced layout in the store page's load; a media query is answered from the viewport alone.
 */
let queries: readonly MediaQueryList[] | null = null;
const mediaQueries = () => {
  queries ??= CAROUSEL_BREAKPOINTS.map((width) => window.matchMedia(`(min-width: ${width}px)`));
  return queries;
};

function subscribe(onChange: () => void): () => void {
  for (const query of mediaQueries()) query.addEventListener('change', onChange);
  return () => {
    for (const query of mediaQueries()) query.removeEventListener('change', onChange);
  };
}

/** The widest breakpoint the viewport reaches (0 below the first). */
const reachedWidth = () =>
  Math.max(0, ...CAROUSEL_BREAKPOINTS.filter((_, index) => mediaQueries()[index]?.matches));

/** Items per carousel page for the current viewport width (spec 1 §9), following resizes. */
export function useItemsPerPage(): number {
  return carouselItemsPerPage(useSyncExternalStore(subscribe, reachedWidth));
}
