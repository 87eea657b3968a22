import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { LAZY_SCREENS, SCROLL_THROTTLE_MS, throttle } from './scroll-offsets';

/** Items rendered at once before laziness starts: a usual menu shows whole, a big one near the viewport only. */
export const EAGER_ITEMS = 24;

/** How many leading categories hold the first EAGER_ITEMS items (at least one). */
export function eagerCount(sizes: readonly number[]): number {
  let items = 0;
  for (let index = 0; index < sizes.length; index += 1) {
    items += sizes[index] ?? 0;
    if (items >= EAGER_ITEMS) return index + 1;
  }
  return Math.max(1, sizes.length);
}

/**
 * How many categories are rendered (spec 1 §2.5, §9): those reaching within 1.5 screen heights below
 * the viewport; the rest wait as placeholders. `reveal` renders up to a category at once (a tab
 * jump, `?id=`). Starts again from the top when `resetKey` changes (a new search).
 */
export function useLazyCategories(sizes: readonly number[], resetKey: string) {
  const total = sizes.length;
  const eager = eagerCount(sizes);
  const [count, setCount] = useState(eager);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts from the top
  useLayoutEffect(() => {
    setCount(eager);
  }, [resetKey]);

  const check = useCallback(() => {
    const next = document.querySelector('[data-lazy-placeholder]');
    if (!next) return;
    if (next.getBoundingClientRect().top < window.innerHeight * (1 + LAZY_SCREENS)) {
      setCount((current) => Math.min(total, current + 1));
    }
  }, [total]);

  // After each render: keep filling while the next placeholder is still near.
  useLayoutEffect(() => {
    if (count < total) check();
  }, [count, total, check]);

  useEffect(() => {
    const throttled = throttle(check, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', throttled.run, { passive: true });
    window.addEventListener('resize', throttled.run);
    return () => {
      throttled.cancel();
      window.removeEventListener('scroll', throttled.run);
      window.removeEventListener('resize', throttled.run);
    };
  }, [check]);

  const reveal = useCallback((index: number) => setCount((current) => Math.max(current, index + 1)), []);
  return { count: Math.min(Math.max(count, eager), total), reveal };
}
