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
    // The observer reports the bar's first size once the page is laid out, where reading it costs
    // nothing; read here, inside the menu's first render, it laid out the whole page early.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (bar && observer) observer.observe(bar);
    else update();
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);
}
