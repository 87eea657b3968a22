import { useEffect } from 'react';
import { stickyOffset } from './scroll-offsets';

/**
 * Keeps what the keyboard focuses (Shift+Tab back up the menu) and what is scrolled into view from
 * hiding under the sticky category bar: the page's scroll padding follows the bar's height while the
 * menu is on screen (WCAG 2.4.11, focus not obscured).
 */
export function useScrollPaddingBelowStickyBar(): void {
  useEffect(() => {
    const root = document.documentElement;
    const bar = document.querySelector('[data-menu-sticky-bar]');
    const update = () => {
      root.style.scrollPaddingTop = `${Math.round(stickyOffset())}px`;
    };
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (bar) observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);
}
