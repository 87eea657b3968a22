import { bus } from '@owa/shared';

/**
 * Moves to another page of the site without reloading it, through the shell: it reroutes the apps
 * and carries the query parameters that follow the diner (referrer, vc, dineInOnly, tid).
 */
export function navigate(path: string, options: { readonly replace?: boolean } = {}): void {
  bus.emit('shell:navigate', options.replace ? { path, replace: true } : { path });
}

/** A click that should stay in the page (no modifier key, main button) rather than open a new tab. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
