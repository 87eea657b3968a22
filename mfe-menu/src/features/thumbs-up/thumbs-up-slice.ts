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
}

export interface WithThumbsUp {
  readonly thumbsUp: ThumbsUpState;
}

const initialState: ThumbsUpState = { counts: {}, liked: {}, busy: {} };

/** What happened to the likes, as events. */
export type ThumbsUpEvent =
  | { type: 'thumbsUp/clickSent'; itemCode: string }
  | { type: 'thumbsUp/clickAnswered'; itemCode: string; liked: boolean; count: number | null }
  | { type: 'thumbsUp/clickFailed'; itemCode: string }
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

export function thumbsUpReducer(
  state: ThumbsUpState = initialState,
  action: ThumbsUpEvent | UnknownAction,
): ThumbsUpState {
  const event = action as ThumbsUpEvent;
  switch (event.type) {
    case 'thumbsUp/clickSent':
      return { ...state, busy: { ...state.busy, [event.itemCode]: true } };
    case 'thumbsUp/clickAnswered':
      return {
        busy: without(state.busy, event.itemCode),
        liked: { ...state.liked, [event.itemCode]: event.liked },
        counts: event.count === null ? state.counts : { ...state.counts, [event.itemCode]: event.count },
      };
    case 'thumbsUp/clickFailed':
      return { ...state, busy: without(state.busy, event.itemCode) };
    case 'thumbsUp/likesLoaded':
      return { ...state, counts: { ...state.counts, ...event.counts }, liked: event.liked };
    case 'thumbsUp/likesForgotten':
      return { ...state, liked: {} };
    default:
      return state;
  }
}
