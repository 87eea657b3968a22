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

/**
 * The page's answer, shared by every watcher: worked out when a watch starts, then at most once a
 * frame after a change that touches a modal, once that frame has painted, when the page is still
 * laid out from the paint. Asked in the middle of a dialog's opening (its commit, its focus trap,
 * its scroll lock each changing the page), it laid the page out again for each change: most of the
 * item dialog's opening on a phone (issue 18). A pop-up gives way a frame later.
 */
const watch = {
  shown: false,
  frame: 0,
  timer: undefined as ReturnType<typeof setTimeout> | undefined,
  observer: null as MutationObserver | null,
  listeners: new Set<() => void>(),
};

/** A frame's animation callbacks run before its paint: a task queued from one runs after it. */
function lookAfterPaint(): void {
  watch.frame = requestAnimationFrame(() => {
    watch.timer = setTimeout(lookAgain, 0);
  });
}

function lookAgain(): void {
  watch.frame = 0;
  watch.timer = undefined;
  const shown = modalElsewhere();
  if (shown === watch.shown) return;
  watch.shown = shown;
  for (const listener of watch.listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  watch.listeners.add(onChange);
  if (!watch.observer) {
    watch.shown = modalElsewhere();
    watch.observer = new MutationObserver((records) => {
      if (watch.frame === 0 && records.some(touchesModal)) lookAfterPaint();
    });
    watch.observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-modal', 'hidden', 'data-state', 'style'],
    });
  }
  return () => {
    watch.listeners.delete(onChange);
    if (watch.listeners.size > 0) return;
    watch.observer?.disconnect();
    watch.observer = null;
    cancelAnimationFrame(watch.frame);
    clearTimeout(watch.timer);
    watch.frame = 0;
  };
}

const shownNow = () => watch.shown;
const notWatched = () => () => {};
const never = () => false;

/**
 * Whether the store's pop-ups must wait (one stacking order for overlays): a pop-up that opens on its
 * own never covers a dialog the diner opened, and gives way to one opened after it, returning when
 * that dialog closes. A native modal <dialog> sits in the browser's top layer above every z-index,
 * so giving way is the only order it can keep with the kit's dialogs. Nothing is watched while no
 * pop-up is waiting to show (`watching` false).
 */
export function useModalElsewhere(watching = true): boolean {
  return useSyncExternalStore(watching ? subscribe : notWatched, watching ? shownNow : never, never);
}
