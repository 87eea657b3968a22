import { useLayoutEffect, useState } from 'react';

/** How far up from the viewport's bottom the snacks reach (three of them, with their margins). */
const SNACK_ZONE_PX = 200;
/** The gap kept between the snacks and the dialog's actions. */
const GAP_PX = 12;
const BUTTONS = ':is([role="dialog"],[role="alertdialog"]) :is(button,a[href],[role="button"])';

/**
 * Where the snacks must end to leave an open dialog's actions uncovered: when a dialog has buttons
 * (its Done, Pay or main action) in the band at the bottom of the viewport where snacks show (a
 * full-screen dialog on a phone, a tall one on a desktop), the snacks rise above the highest of
 * them, as snackbars rise above a bottom bar. Null when nothing is in the way.
 */
export function snackBottomAboveDialogActions(
  doc: Document = document,
  viewportHeight = window.innerHeight,
): number | null {
  let top = Number.POSITIVE_INFINITY;
  for (const button of doc.querySelectorAll<HTMLElement>(BUTTONS)) {
    const box = button.getBoundingClientRect();
    if (box.height > 0 && box.bottom > viewportHeight - SNACK_ZONE_PX) top = Math.min(top, box.top);
  }
  return Number.isFinite(top) ? Math.round(viewportHeight - top + GAP_PX) : null;
}

/**
 * Follows dialogs opening and closing (portals come and go under <body>, the scroll lock restyles
 * it) while there are snacks to place; idle otherwise.
 */
export function useSnackBottomAboveDialogs(active: boolean): number | null {
  const [bottom, setBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      // Again after the dialog's layout (a dialog opening now has no box yet).
      frame = requestAnimationFrame(() => setBottom(snackBottomAboveDialogActions()));
    };
    // At once too, so a snack over an open dialog never paints on its actions first.
    setBottom(snackBottomAboveDialogActions());
    measure();
    const observer = new MutationObserver(measure);
    observer.observe(document.body, { childList: true, attributes: true, attributeFilter: ['style'] });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return active ? bottom : null;
}
