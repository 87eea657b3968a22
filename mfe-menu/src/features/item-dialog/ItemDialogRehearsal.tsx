import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMenuSelector } from '../../lib/hooks';
import { selectStorePage } from '../store-page';
import { ItemDialogFrame } from './ItemDialogFrame';
import type { ItemDialogState } from './item-dialog-slice';
import { rehearsedDialog } from './rehearsal';
import { useItemDialogModel } from './use-item-dialog';

const stayPut = () => undefined;

/**
 * Issue 18: a phone took twice as long to open the item dialog the first time as the next times
 * (at 4x CPU, ~380 against ~190 ms): its components' code ran for the first time, and their styles
 * were written into the page, inside the press. Drawn once while the page is idle, closed, into an
 * element that is not in the page, the dialog leaves both done; `onDone` follows the commit of
 * its choices, and the service then drops it. Nothing of it is seen, focused, announced or fetched.
 */
export function ItemDialogRehearsal({ onDone }: { readonly onDone: () => void }) {
  const page = useMenuSelector(selectStorePage);
  const [dialog] = useState(() => rehearsedDialog(page));
  const container = useMemo(() => document.createElement('div'), []);
  // The step's choices come in a deferred render (ItemStep.tsx); this value turns in that same one.
  const choicesDrawn = useDeferredValue(true, false);
  useEffect(() => {
    if (choicesDrawn || !dialog) onDone();
  }, [choicesDrawn, dialog, onDone]);
  return dialog ? createPortal(<RehearsedDialog dialog={dialog} />, container) : null;
}

function RehearsedDialog({ dialog }: { readonly dialog: ItemDialogState }) {
  return <ItemDialogFrame model={useItemDialogModel(dialog)} back={stayPut} rehearsal />;
}
