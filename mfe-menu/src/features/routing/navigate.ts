/**
 * Moves to another page of the site without reloading it. single-spa patches the history API, so the
 * apps of the new route mount as for a link; the shell has no navigate command to ask instead.
 */
export function navigate(path: string, options: { readonly replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
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
