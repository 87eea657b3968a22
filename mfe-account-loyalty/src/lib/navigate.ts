import { bus } from '@owa/shared';

/**
 * Client-side navigation through the shell, which reroutes the page's apps and carries the query
 * parameters that follow the diner from route to route (referrer, vc, dineInOnly, tid).
 */
export function navigate(path: string): void {
  bus.emit('shell:navigate', { path });
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
