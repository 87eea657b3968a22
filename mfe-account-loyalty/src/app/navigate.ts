/**
 * Client-side navigation: single-spa patches pushState, so this reroutes the page's apps like a
 * link would (the bus's `shell:navigate` has no handler in the host yet).
 */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
}

/** Links keep their href (open in a new tab, accessibility) and navigate in place on a plain click. */
export function linkClick(path: string) {
  return (event: {
    preventDefault: () => void;
    metaKey: boolean;
    ctrlKey: boolean;
    shiftKey: boolean;
    button: number;
  }) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(path);
  };
}
