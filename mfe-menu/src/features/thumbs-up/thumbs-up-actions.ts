// Spec 1 §4.8 thumbs-up: a toggle per item. Visitors keep the returned like id in anonymousLikes and
// send it back to take the like back; customers' likes come from their history (on load and after
// login), and likes made before the login are re-sent as theirs. A failure asks for a login.
import { bus, siteApi, ThumbupClickSchema, ThumbupCountsSchema, ThumbupHistorySchema } from '@owa/shared';
import type { MenuDispatch } from '../../lib/hooks';
import { addListener } from '../../lib/listener-middleware';
import { isLikesRequested, type ThumbsUpState, type WithThumbsUp } from './thumbs-up-slice';
import {
  ANONYMOUS_LIKES_KEY,
  type LikeTarget,
  readAnonymousLikes,
  readPendingLike,
  writeAnonymousLike,
  writePendingLike,
} from './thumbs-up-storage';

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

function loggedInCustomerId(): number | null {
  const id = bus.current('shell:session')?.user?.id;
  return id && /^\d+$/.test(id) ? Number(id) : null;
}

async function click(target: LikeTarget, customerId: number | null, likeId: string | undefined) {
  return siteApi().request('/item/click_thumbup/', {
    method: 'POST',
    body: {
      storeId: target.storeId,
      groupId: target.groupId,
      catalogCode: target.menuCode,
      itemCode: target.itemCode,
      ...(customerId === null ? { itemthumbupid: likeId ?? null } : { customerId }),
    },
    schema: ThumbupClickSchema,
    storeId: target.storeId,
    silent: true,
  });
}

/** A diner's press on an item's thumbs-up (thumbs-up-listeners.ts runs it, loading this file on the first press). */
export async function pressThumbsUp(target: LikeTarget, dispatch: MenuDispatch): Promise<void> {
  const store = storage();
  const customerId = loggedInCustomerId();
  dispatch({ type: 'thumbsUp/clickSent', itemCode: target.itemCode });
  try {
    const likeId = store ? readAnonymousLikes(store)[target.itemCode] : undefined;
    const answer = await click(target, customerId, likeId);
    const newId =
      answer.itemthumbupid === null || answer.itemthumbupid === undefined
        ? null
        : String(answer.itemthumbupid);
    if (customerId === null && store) writeAnonymousLike(store, target.itemCode, newId);
    dispatch({
      type: 'thumbsUp/clickAnswered',
      itemCode: target.itemCode,
      liked: answer.liked ?? newId !== null,
      count: answer.thumbup ?? null,
    });
  } catch (error) {
    // Spec 1 §4.8: logged, then the login dialog opens flagged as from thumbs-up.
    bus.emit('shell:error-report', { error: `thumbs-up failed: ${String(error)}` });
    if (store && customerId === null) writePendingLike(store, target);
    bus.emit('account:login-requested', { fromThumbsUp: true, reason: 'thumbs-up' });
    dispatch({ type: 'thumbsUp/clickFailed', itemCode: target.itemCode });
  }
}

/** On load and after login: the store's counts, and the diner's own likes. */
async function fetchLikes(storeId: string, groupId: string) {
  const api = siteApi();
  const path = (base: string) => `${base}/${encodeURIComponent(groupId)}/${encodeURIComponent(storeId)}`;
  const counts: Record<string, number> = {};
  const rows = await api.request(path('/item/get_thumbup'), {
    schema: ThumbupCountsSchema,
    storeId,
    silent: true,
  });
  for (const row of rows) counts[row.itemCode] = row.thumbup;
  const customerId = loggedInCustomerId();
  const liked: Record<string, boolean> = {};
  if (customerId === null) {
    for (const code of Object.keys(readAnonymousLikes(storage() ?? window.localStorage))) liked[code] = true;
  } else {
    const history = await api.request(path(`/customer/thumbup_history/${customerId}`), {
      schema: ThumbupHistorySchema,
      storeId,
      silent: true,
    });
    for (const code of history) liked[code] = true;
  }
  return { counts, liked };
}

/**
 * After login: the likes made as a visitor (and one that failed and asked for the login) become the
 * customer's, unless the customer already likes the item; then they are forgotten.
 */
export async function resendPendingLikes(
  where: { storeId: string; groupId: string; menuCode: string },
  dispatch: MenuDispatch,
  liked: ThumbsUpState['liked'],
): Promise<void> {
  const store = storage();
  if (!store || loggedInCustomerId() === null) return;
  const pending = readPendingLike(store);
  const codes = new Set(Object.keys(readAnonymousLikes(store)));
  store.removeItem(ANONYMOUS_LIKES_KEY);
  writePendingLike(store, null);
  const targets: LikeTarget[] = [...codes].map((itemCode) => ({ ...where, itemCode }));
  if (pending && !codes.has(pending.itemCode)) targets.push(pending);
  for (const target of targets) {
    if (target.storeId !== where.storeId || liked[target.itemCode]) continue;
    await pressThumbsUp(target, dispatch);
  }
}

/**
 * The likes' loading as a listener, added to the menu store by the service (use-thumbs-up-sync.ts)
 * or a test; one effect function, so adding it again keeps one listener.
 */
export const likesListener = addListener.withTypes<WithThumbsUp>()({
  predicate: isLikesRequested,
  effect: async ({ where, resendPending }, api) => {
    // A login or logout asks again: only the latest request's likes land.
    api.cancelActiveListeners();
    api.dispatch({ type: 'thumbsUp/likesLoading' });
    try {
      const likes = await api.pause(fetchLikes(where.storeId, where.groupId));
      api.dispatch({ type: 'thumbsUp/likesLoaded', ...likes });
    } catch {
      // The menu's own counts stay; the next load or login asks again.
      if (api.signal.aborted) return;
      api.dispatch({ type: 'thumbsUp/likesFailed' });
    }
    // The history first, so a visitor like of an item the customer already likes is not toggled off.
    const { menuCode } = where;
    if (resendPending && menuCode)
      await resendPendingLikes({ ...where, menuCode }, api.dispatch, api.getState().thumbsUp.liked);
  },
});
