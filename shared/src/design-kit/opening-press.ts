import { useSyncExternalStore } from 'react';

/** A press whose dialog is on its way: what its frame (OpeningFrame) shows. */
export interface Opening {
  /** What the press opens (an item's code, 'login'). */
  readonly key: string;
  readonly title: string;
  /** The dialog's code could not come: the frame offers a retry. */
  readonly failed: boolean;
}

/**
 * What passes between a press that opens a dialog before the dialog's code is here and the service
 * that opens it: one remote's two React roots (the page's, which shows the dialog's frame at once,
 * and the service's, which opens the dialog in its place), so they meet in a module rather than in
 * either one's state. `keyOf` names what a command opens, or null for one no frame stands for.
 */
export interface OpeningPress<Command> {
  /** The opening under way, if any (a React hook). */
  readonly useOpening: () => Opening | null;
  /** The press, before its command: its frame shows from the next render. */
  readonly started: (key: string, title: string) => void;
  /** The diner closed the frame: the dialog that was coming for it does not open. */
  readonly closed: () => void;
  /** The dialog's code could not come, for the frame's own load or for the service serving `command`. */
  readonly failed: (command?: Command) => void;
  readonly retried: () => void;
  /**
   * The service, about to open the dialog: false when the diner closed that command's frame (the
   * command is then spent), else true, and the frame gives way to the dialog.
   */
  readonly goesOn: (command: Command) => boolean;
  /**
   * Loads the dialog's code for the frame (on the press, and on a retry): a failure shows in the
   * frame; once loaded, a command the service had failed to serve is sent again with `resend`.
   */
  readonly load: (code: () => Promise<unknown>, resend: (command: Command) => void) => void;
  /** Where the dialog hands the focus back when it closes: the pressed control, while in the page. */
  readonly openerToRefocus: () => HTMLElement | null;
}

export function createOpeningPress<Command>(
  keyOf: (command: Command) => string | null,
): OpeningPress<Command> {
  let current: Opening | null = null;
  let opener: HTMLElement | null = null;
  let unserved: Command | null = null;
  /** Keys whose frame the diner closed while their command waited for the service. */
  const closedKeys: string[] = [];
  const listeners = new Set<() => void>();
  const set = (next: Opening | null) => {
    current = next;
    if (!next) unserved = null;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const snapshot = () => current;
  const failed = (command?: Command) => {
    if (!current) return;
    if (command !== undefined && keyOf(command) === current.key) unserved = command;
    if (!current.failed) set({ ...current, failed: true });
  };
  return {
    useOpening: () => useSyncExternalStore(subscribe, snapshot),
    started(key, title) {
      opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      set({ key, title, failed: false });
    },
    closed() {
      if (!current) return;
      closedKeys.push(current.key);
      set(null);
      opener?.focus({ preventScroll: true });
    },
    failed,
    retried() {
      if (current?.failed) set({ ...current, failed: false });
    },
    goesOn(command) {
      const key = keyOf(command);
      const index = key === null ? -1 : closedKeys.indexOf(key);
      if (index >= 0) {
        closedKeys.splice(index, 1);
        return false;
      }
      if (current && current.key === key) set(null);
      // A dialog opened from elsewhere hands the focus back as its own opener says.
      else opener = null;
      return true;
    },
    load(code, resend) {
      code().then(
        () => {
          const command = unserved;
          unserved = null;
          if (command !== null) resend(command);
        },
        () => failed(),
      );
    },
    openerToRefocus: () => (opener?.isConnected ? opener : null),
  };
}
