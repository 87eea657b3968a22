import { useCallback, useEffect, useRef, useState } from 'react';
import { MANUAL_SELECT_DEBOUNCE_MS, SCROLL_THROTTLE_MS, stickyOffset, throttle } from './scroll-offsets';

/** The category under the sticky bar, following the scroll (spec 1 §2.5, §9). */
export function useActiveCategory(codes: readonly string[]) {
  const [active, setActive] = useState<string | null>(codes[0] ?? null);
  const manualUntil = useRef(0);

  useEffect(() => {
    setActive((current) => (current && codes.includes(current) ? current : (codes[0] ?? null)));
    const update = () => {
      if (performance.now() < manualUntil.current) return;
      // At the very bottom the last categories can never reach the line: the lowest one in view wins.
      // A few pixels short counts: the browser's jump to a #category in the URL stops up to 3 px
      // above the end (seen with the taller cards of issue 22).
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 8;
      const line = atBottom ? window.innerHeight - 1 : stickyOffset() + 1;
      let found: string | null = codes[0] ?? null;
      for (const section of document.querySelectorAll<HTMLElement>('[data-category-section]')) {
        if (section.getBoundingClientRect().top <= line) found = section.dataset.categorySection ?? found;
        else break;
      }
      setActive(found);
    };
    const throttled = throttle(update, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', throttled.run, { passive: true });
    return () => {
      throttled.cancel();
      window.removeEventListener('scroll', throttled.run);
    };
  }, [codes]);

  /** A tab chosen by hand wins over the scroll that its jump causes. */
  const choose = useCallback((code: string) => {
    manualUntil.current = performance.now() + MANUAL_SELECT_DEBOUNCE_MS;
    setActive(code);
  }, []);
  return { active, choose };
}
