// A card's press that opens the item dialog before the dialog's code is here: the card shows the
// dialog's frame at once (OpeningFrame), and the menu's service opens the dialog in its place when
// the code has come, unless the diner closed the frame meanwhile. The card's root and the service's
// are two React roots of this remote, so they meet here rather than in either one's state.
import { useSyncExternalStore } from 'react';
import type { ConfigureItemRequest } from './item-dialog-slice';

export interface Opening {
  readonly itemCode: string;
  readonly name: string;
  /** The dialog's code could not come: the frame offers a retry. */
  readonly failed: boolean;
}

let current: Opening | null = null;
/** The control pressed, for the dialog to hand the focus back to when it closes. */
let opener: HTMLElement | null = null;
/** The frame's command, when the service could not load the dialog's code for it: sent again on a retry. */
let unserved: ConfigureItemRequest | null = null;
/** Items whose frame the diner closed while their command waited for the service. */
const closed: string[] = [];
const listeners = new Set<() => void>();

function set(next: Opening | null): void {
  current = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The opening under way, if any (a React hook). */
export function useOpening(): Opening | null {
  return useSyncExternalStore(subscribe, () => current);
}

/** The press: its frame shows from the next render. */
export function openingStarted(itemCode: string, name: string): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set({ itemCode, name, failed: false });
}

/** The diner closed the frame: the dialog that was coming for it does not open. */
export function openingClosed(): void {
  if (!current) return;
  closed.push(current.itemCode);
  unserved = null;
  set(null);
  opener?.focus({ preventScroll: true });
}

/** The dialog's code could not come, for the frame's own load or for the service serving `request`. */
export function openingFailed(request?: ConfigureItemRequest): void {
  if (!current) return;
  if (request?.itemCode === current.itemCode) unserved = request;
  if (!current.failed) set({ ...current, failed: true });
}

/** The command to send again once a retry has loaded the dialog's code (taken once). */
export function takeUnserved(): ConfigureItemRequest | null {
  const request = unserved;
  unserved = null;
  return request;
}

export function openingRetried(): void {
  if (current?.failed) set({ ...current, failed: false });
}

/**
 * The service, about to open the dialog: false when the request is a card's Add whose frame the
 * diner closed (the command is then spent), else true, and the frame gives way to the dialog.
 */
export function openingGoesOn(request: ConfigureItemRequest): boolean {
  const index = request.purpose.kind === 'add' ? closed.indexOf(request.itemCode) : -1;
  if (index >= 0) {
    closed.splice(index, 1);
    return false;
  }
  if (current?.itemCode === request.itemCode) {
    unserved = null;
    set(null);
  }
  // A dialog opened from elsewhere (the cart's edit) hands the focus back as its own opener says.
  else opener = null;
  return true;
}

/** Where the dialog hands the focus back when it closes: the pressed control, while it is in the page. */
export function openerToRefocus(): HTMLElement | null {
  return opener?.isConnected ? opener : null;
}
