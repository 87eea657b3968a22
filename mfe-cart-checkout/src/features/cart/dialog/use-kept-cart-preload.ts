import { useEffect } from 'react';
import { useCartSelector } from '../state';
import { preloadCartDialog } from './preload';

const IDLE_DEADLINE_MS = 1000;

/**
 * A cart kept from an earlier visit is likely to be opened, and no add or hover warms the dialog
 * then: warm it when the page is idle, so the click only shows it (docs/performance.md).
 */
export function useKeptCartPreload(): void {
  const hasLines = useCartSelector((state) => state.cart.lines.length > 0);
  useEffect(() => {
    if (!hasLines) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preloadCartDialog, IDLE_DEADLINE_MS);
      return () => window.clearTimeout(timer);
    }
    // The deadline: a page kept busy (the menu's own idle work) still warms it soon.
    const handle = window.requestIdleCallback(preloadCartDialog, { timeout: IDLE_DEADLINE_MS });
    return () => window.cancelIdleCallback(handle);
  }, [hasLines]);
}
