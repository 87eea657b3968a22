import { Dialog as ChakraDialog } from '@chakra-ui/react';
import { useLayoutEffect } from 'react';

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

function DialogRoot(props: ChakraDialog.RootProps) {
  const modal = props.modal !== false;
  useLayoutEffect(() => {
    if (props.open && modal) markBodyBlocked();
  }, [props.open, modal]);
  return <ChakraDialog.Root {...props} />;
}

/** Chakra's Dialog parts, with a Root that opens without restyling the whole page. */
export const Dialog: typeof ChakraDialog = { ...ChakraDialog, Root: DialogRoot };
