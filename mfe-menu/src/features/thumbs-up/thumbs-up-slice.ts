// Spec 1 §4.8 thumbs-up: the counts the server gave, what this diner likes, and the presses in
// flight. The presses and the loading of likes (thumbs-up-actions.ts) load after the first paint.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { LikeTarget } from './thumbs-up-storage';

export interface ThumbsUpState {
  /** Counts the server gave since the menu loaded; they win over the menu's `thumbup`. */
  readonly counts: Readonly<Record<string, number>>;
  /** What this diner likes: a visitor's anonymous likes or a customer's history. */
  readonly liked: Readonly<Record<string, boolean>>;
  readonly busy: Readonly<Record<string, boolean>>;
  /**
   * The items pressed since the likes started loading (null when none is loading). Their click's
   * answer is newer than what the load read, or may be: the load keeps their count and like as the
   * answer left them, so a like made as the page loads is not undone by the page's own load.
   */
  readonly pressedWhileLoading: Readonly<Record<string, boolean>> | null;
}

export interface WithThumbsUp {
  readonly thumbsUp: ThumbsUpState;
}

const initialState: ThumbsUpState = { counts: {}, liked: {}, busy: {}, pressedWhileLoading: null };

/** What happened to the likes, as events. */
export type ThumbsUpEvent =
  | { type: 'thumbsUp/clickSent'; itemCode: string }
  | { type: 'thumbsUp/clickAnswered'; itemCode: string; liked: boolean; count: number | null }
  | { type: 'thumbsUp/clickFailed'; itemCode: string }
  | { type: 'thumbsUp/likesLoading' }
  | { type: 'thumbsUp/likesFailed' }
  | { type: 'thumbsUp/likesLoaded'; counts: Record<string, number>; liked: Record<string, boolean> }
  | { type: 'thumbsUp/likesForgotten' };

/** What the diner and the page ask for; thumbs-up-listeners.ts answers them. */
export type ThumbsUpRequest =
  | { type: 'thumbsUp/pressed'; target: LikeTarget }
  | { type: 'thumbsUp/likesRequested'; where: LikesWhere; resendPending: boolean };

export interface LikesWhere {
  readonly storeId: string;
  readonly groupId: string;
  readonly menuCode: string | null;
}

/** A diner's press on an item's thumbs-up. */
export const thumbsUpPressed = (target: LikeTarget): ThumbsUpRequest => ({
  type: 'thumbsUp/pressed',
  target,
});

/** On load and after login: the counts and the diner's likes (and, for a customer, the visitor's likes re-sent). */
export const likesRequested = (where: LikesWhere, resendPending: boolean): ThumbsUpRequest => ({
  type: 'thumbsUp/likesRequested',
  where,
  resendPending,
});

export const isThumbsUpPressed = (action: {
  type: string;
}): action is Extract<ThumbsUpRequest, { type: 'thumbsUp/pressed' }> => action.type === 'thumbsUp/pressed';
export const isLikesRequested = (action: {
  type: string;
}): action is Extract<ThumbsUpRequest, { type: 'thumbsUp/likesRequested' }> =>
  action.type === 'thumbsUp/likesRequested';

/** Logout: the customer's likes are no longer this diner's. */
export const likesForgotten = (): ThumbsUpEvent => ({ type: 'thumbsUp/likesForgotten' });

function without(record: Readonly<Record<string, boolean>>, key: string): Record<string, boolean> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

/** What a load read, but for the items pressed while it ran, which keep what their click left. */
function loaded(state: ThumbsUpState, counts: Record<string, number>, liked: Record<string, boolean>) {
  const kept = Object.keys(state.pressedWhileLoading ?? {});
  const nextCounts = { ...state.counts, ...counts };
  const nextLiked = { ...liked };
  for (const code of kept) {
    const count = state.counts[code];
    const like = state.liked[code];
    if (count === undefined) delete nextCounts[code];
    else nextCounts[code] = count;
    if (like === undefined) delete nextLiked[code];
    else nextLiked[code] = like;
  }
  return { ...state, counts: nextCounts, liked: nextLiked, pressedWhileLoading: null };
}

export function thumbsUpReducer(
  state: ThumbsUpState = initialState,
  action: ThumbsUpEvent | UnknownAction,
): ThumbsUpState {
  const event = action as ThumbsUpEvent;
  switch (event.type) {
    case 'thumbsUp/clickSent':
      return {
        ...state,
        busy: { ...state.busy, [event.itemCode]: true },
        pressedWhileLoading: state.pressedWhileLoading && {
          ...state.pressedWhileLoading,
          [event.itemCode]: true,
        },
      };
    case 'thumbsUp/clickAnswered':
      return {
        ...state,
        busy: without(state.busy, event.itemCode),
        liked: { ...state.liked, [event.itemCode]: event.liked },
        counts: event.count === null ? state.counts : { ...state.counts, [event.itemCode]: event.count },
      };
    case 'thumbsUp/clickFailed':
      return { ...state, busy: without(state.busy, event.itemCode) };
    case 'thumbsUp/likesLoading':
      // A press still in flight may be answered after the load reads the server: it is kept too.
      return { ...state, pressedWhileLoading: { ...state.pressedWhileLoading, ...state.busy } };
    case 'thumbsUp/likesLoaded':
      return loaded(state, event.counts, event.liked);
    case 'thumbsUp/likesFailed':
      return { ...state, pressedWhileLoading: null };
    case 'thumbsUp/likesForgotten':
      return { ...state, liked: {} };
    default:
      return state;
  }
}
