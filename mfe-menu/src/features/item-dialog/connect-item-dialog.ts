import { bus } from '@owa/shared';
import type { MenuDispatch } from '../../lib/hooks';
import { itemOpening } from './opening';

/** The dialog's rules and state: loaded on the first request, or when the page is idle. */
export const loadDialogCode = () => import('./open-item-dialog');
let loadedView: typeof import('./ItemDialog') | null = null;
export const loadDialogView = () =>
  import('./ItemDialog').then((module) => {
    loadedView = module;
    return module;
  });

/**
 * The view once its code is here (warmed, or opened before): rendered at once, not through a
 * lazy component, whose first render waits a task and then renders the whole dialog in slices.
 */
export const dialogView = () => loadedView?.default ?? null;

/** The idle rehearsal of the view (ItemDialogRehearsal.tsx), once its code is here. */
export const rehearsalView = () => loadedView?.ItemDialogRehearsal ?? null;

/** The dialog's rules and view, loaded together (once: the imports are kept); resolves with the rules. */
export const loadItemDialog = () => Promise.all([loadDialogCode(), loadDialogView()]).then(([code]) => code);

/**
 * Starts loading the dialog's rules and view: on the page's idle time, or on a press that will open
 * it, beside the service app that serves the command rather than after it.
 */
export const warmItemDialog = () => void loadItemDialog().catch(() => undefined);

/**
 * `menu:configure-item` from any team opens the dialog, once its rules and view are both here (in
 * the place of a card's opening frame, unless the diner closed it). Its code is warmed, and the
 * view rehearsed, once the page is idle (use-idle-rehearsal.ts). Returns the disconnect function.
 */
export function connectItemDialogToBus(store: { dispatch: MenuDispatch }): () => void {
  const subscription = bus.on('menu:configure-item').subscribe((request) => {
    loadItemDialog().then(
      ({ openItemDialog }) => {
        if (itemOpening.goesOn(request)) openItemDialog(request, store.dispatch);
      },
      () => itemOpening.failed(request),
    );
  });
  return () => subscription.unsubscribe();
}
