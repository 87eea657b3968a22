import type { Dispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';

/** What every room's listeners get beside the store: the clock (tests pass their own). */
export interface ListenerExtra {
  readonly now: () => number;
}

/** `startListening` of the remote's listener middleware, typed for the state a room can see. */
export type StartListening<State> = TypedStartListening<State, Dispatch<UnknownAction>, ListenerExtra>;

/** The store a room's wiring runs on: read it, dispatch to it, listen to it. */
export interface RoomStore<State> {
  getState(): State;
  dispatch: Dispatch<UnknownAction>;
  startListening: StartListening<State>;
  /** The same clock the listeners read. */
  now(): number;
}

/** Stops a listener (its running effects too) or a subscription. */
export type Stop = (options?: { readonly cancelActive?: true }) => void;

/** Stops every listener and subscription a wiring started, cancelling what they have under way. */
export function stopAll(stops: readonly Stop[]): () => void {
  return () => {
    for (const stop of stops) stop({ cancelActive: true });
  };
}
