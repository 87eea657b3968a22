import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { useEffect, useLayoutEffect } from 'react';

/**
 * Zag's modal layer writes `pointer-events: none` on <body> while a dialog is open. The property is
 * inherited, so the write restyles every element of the page, once on open and once on close:
 * ~30 ms each on the throttled phone profile for the store page (docs/performance.md, third round),
 * a fifth of the cart dialog's click-to-lines budget. It blocks nothing our dialogs need blocked:
 * each has a full-viewport backdrop and positioner, and the same layer marks everything outside the
 * dialog `inert`, which already refuses pointer events. Zag skips the write when <body> carries
 * `data-inert` (its marker for "already blocked") and removes the marker when its last blocking layer
 * closes, so setting the marker before the layer is tracked (zag defers that to the next frame) is
 * enough. modal-dialog.test.tsx fails if a Chakra/zag update stops honouring it.
 */
function markBodyBlocked(): void {
  if (!document.body.hasAttribute('data-inert')) document.body.setAttribute('data-inert', '');
}

/**
 * A dialog kept rendered while closed (the login and cart dialogs, for speed) is already in the page
 * when another modal opens, so that modal hides it with the rest of the page (`aria-hidden`/`inert`
 * on its positioner). Opened later on top, zag hides the others again but never un-hides its own
 * ancestors: the top dialog would stay hidden from assistive technology. Un-hide the ancestors that
 * a lower layer hid (zag marks them `data-aria-hidden` / `data-inerted`) once the layer has settled.
 */
function revealTopDialog(): void {
  const top = document.querySelector(
    '[data-scope="dialog"][data-part="content"][data-state="open"]:not([data-has-nested])',
  );
  for (let node = top?.parentElement ?? null; node && node !== document.body; node = node.parentElement) {
    if (node.hasAttribute('data-aria-hidden')) {
      node.removeAttribute('aria-hidden');
      node.removeAttribute('data-aria-hidden');
    }
    if (node.hasAttribute('data-inerted')) {
      node.removeAttribute('inert');
      node.removeAttribute('data-inerted');
    }
  }
}

function DialogRoot(props: ChakraDialog.RootProps) {
  const modal = props.modal !== false;
  useLayoutEffect(() => {
    if (props.open && modal) markBodyBlocked();
  }, [props.open, modal]);
  useEffect(() => {
    if (!props.open || !modal) return;
    // zag hides the page a frame after opening: check after that.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(revealTopDialog);
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [props.open, modal]);
  return <ChakraDialog.Root {...props} />;
}

/** Chakra's Dialog parts, with a Root that opens without restyling the whole page. */
export const Dialog: typeof ChakraDialog = { ...ChakraDialog, Root: DialogRoot };
