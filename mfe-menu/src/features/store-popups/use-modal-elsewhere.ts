import { useSyncExternalStore } from 'react';

const MODAL = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

/**
 * A modal dialog of another team (the cart, the login...) is showing: not ours, not rendered hidden.
 * The `hidden` attribute is read before the layout is: the login dialog waits in the page hidden, and
 * asking it for its boxes on every change of the page made the browser lay the whole page out in
 * the middle of the load (issue 18's forced layouts).
 */
export function modalElsewhere(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<HTMLElement>(MODAL)].some(
    (element) => !element.closest('[data-store-popup], [hidden]') && element.getClientRects().length > 0,
  );
}

const holdsModal = (node: Node) =>
  node instanceof Element && (node.matches(MODAL) || node.querySelector(MODAL) !== null);

/** A change can show or hide a modal only where one is: a card slice or a filter press is not looked at again. */
function touchesModal(record: MutationRecord): boolean {
  if (record.type === 'attributes') return holdsModal(record.target);
  return [...record.addedNodes, ...record.removedNodes].some(holdsModal);
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver((records) => {
    if (records.some(touchesModal)) onChange();
  });
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-modal', 'hidden', 'data-state', 'style'],
  });
  return () => observer.disconnect();
}

/**
 * Whether the store's pop-ups must wait (one stacking order for overlays): a pop-up that opens on its
 * own never covers a dialog the diner opened, and gives way to one opened after it, returning when
 * that dialog closes. A native modal <dialog> sits in the browser's top layer above every z-index,
 * so giving way is the only order it can keep with the kit's dialogs.
 */
export function useModalElsewhere(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => modalElsewhere(),
    () => false,
  );
}
