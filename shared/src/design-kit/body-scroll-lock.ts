import { useLayoutEffect, useMemo } from 'react';

/**
 * The page behind an open dialog does not scroll. Zag's own lock also sets `--scrollbar-width` on
 * <html>, and a custom property there restyles the whole store page on the click (~60 ms at 4x CPU);
 * the body's own inline style restyles the body alone. Dialogs that open on a click on the store
 * page (login, cart, item) pass `preventScroll={false}` and lock with this instead (docs/performance.md).
 */
export function useBodyScrollLock(locked: boolean): void {
  // Read in the render that locks, while the page is still laid out from its last frame: in the
  // layout effect the dialog's new content is in the page, and the read laid it all out mid-commit.
  const scrollbar = useMemo(
    () => (locked ? window.innerWidth - document.documentElement.clientWidth : 0),
    [locked],
  );
  useLayoutEffect(() => {
    if (!locked) return;
    const { body } = document;
    const before = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd };
    body.style.overflow = 'hidden';
    // No jump on desktop where the scrollbar disappears.
    if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
    return () => {
      body.style.overflow = before.overflow;
      body.style.paddingInlineEnd = before.paddingInlineEnd;
    };
  }, [locked, scrollbar]);
}
