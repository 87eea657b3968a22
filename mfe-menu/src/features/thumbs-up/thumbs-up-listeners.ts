// Thumbs-up's press, in the menu store's listener middleware (app/store.ts starts it); its code
// (thumbs-up-actions.ts) loads on the first press. The likes' listener comes with the service, whose
// chunk carries that code (`likesListener`, added by use-thumbs-up-sync.ts).
import type { MenuListeners } from '../../lib/listener-middleware';
import { isThumbsUpPressed, type WithThumbsUp } from './thumbs-up-slice';

export function listenForThumbsUp(listeners: MenuListeners<WithThumbsUp>): void {
  listeners.startListening({
    predicate: isThumbsUpPressed,
    effect: async ({ target }, api) => {
      const { pressThumbsUp } = await import('./thumbs-up-actions');
      await pressThumbsUp(target, api.dispatch);
    },
  });
}
