import { useLayoutEffect } from 'react';

/**
 * The page behind an open dialog does not scroll. Zag's own lock also sets `--scrollbar-width` on
 * <html>, and a custom property there restyles the whole store page on the click (~60 ms at 4x CPU);
 * the body's own inline style restyles the body alone. Dialogs that open on a click on the store
 * page (login, cart) pass `preventScroll={false}` and lock with this instead (docs/performance.md).
 */
export function useBodyScrollLock(locked: boolean): void {
  useLayoutEffect(() => {
    if (!locked) return;
    const { body, documentElement } = document;
    const before = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd };
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    // No jump on desktop where the scrollbar disappears.
    if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
    return () => {
      body.style.overflow = before.overflow;
      body.style.paddingInlineEnd = before.paddingInlineEnd;
    };
  }, [locked]);
}
