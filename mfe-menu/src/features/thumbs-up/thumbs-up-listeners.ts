// Thumbs-up's side effects, in the menu store's listener middleware (app/store.ts starts them). Their
// code (thumbs-up-actions.ts) loads on the first press or likes request, after the first paint.
import type { MenuListeners } from '../../lib/listener-middleware';
import { isLikesRequested, isThumbsUpPressed, type WithThumbsUp } from './thumbs-up-slice';

const loadActions = () => import('./thumbs-up-actions');

export function listenForThumbsUp(listeners: MenuListeners<WithThumbsUp>): void {
  listeners.startListening({
    predicate: isThumbsUpPressed,
    effect: async ({ target }, api) => {
      const { pressThumbsUp } = await loadActions();
      await pressThumbsUp(target, api.dispatch);
    },
  });
  listeners.startListening({
    predicate: isLikesRequested,
    effect: async ({ where, resendPending }, api) => {
      const { loadLikes, resendPendingLikes } = await loadActions();
      // The history first, so a visitor like of an item the customer already likes is not toggled off.
      await loadLikes(where.storeId, where.groupId, api.dispatch);
      const { menuCode } = where;
      if (resendPending && menuCode)
        await resendPendingLikes({ ...where, menuCode }, api.dispatch, api.getState().thumbsUp.liked);
    },
  });
}
