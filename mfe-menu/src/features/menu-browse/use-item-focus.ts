import type { MenuGroup } from '@owa/shared';
import { useEffect, useState } from 'react';
import { HIGHLIGHT_MS, ITEM_FOCUS_DELAY_MS, scrollToElement } from './scroll-offsets';

/** A big menu revealed up to its last category takes a while to render on a slow phone: retry for ~12 s. */
const ATTEMPTS = 80;
const RETRY_MS = 150;

/**
 * `?id=CODE` (spec 1 §2.5): reveal the lazy categories up to the item, scroll to it after about
 * 0.7 s and highlight it for 1.5 s, retrying while it is not yet on the page. Returns the code to highlight.
 */
export function useItemFocus(groups: readonly MenuGroup[], reveal: (index: number) => void): string | null {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [code] = useState(() => new URLSearchParams(window.location.search).get('id'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit: the first groups hold the item
  useEffect(() => {
    if (!code) return;
    const index = groups.findIndex((group) => group.menuItems?.some((item) => item.code === code));
    if (index < 0) return;
    reveal(index);
    const timers: number[] = [];
    const attempt = (left: number) => {
      const element = document.querySelector(`[data-item-code="${CSS.escape(code)}"]`);
      if (element) {
        scrollToElement(element);
        setHighlighted(code);
      } else if (left > 0) {
        timers.push(window.setTimeout(() => attempt(left - 1), RETRY_MS));
      }
    };
    timers.push(window.setTimeout(() => attempt(ATTEMPTS), ITEM_FOCUS_DELAY_MS));
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
    };
  }, [code]);

  // The 1.5 s count from the render that shows the highlight: on a busy phone that render can come
  // late, and a timer started with the request could end the highlight before it was ever seen.
  useEffect(() => {
    if (highlighted === null) return;
    const timer = window.setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlighted]);
  return highlighted;
}
