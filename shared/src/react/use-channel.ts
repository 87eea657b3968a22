import { startTransition, useEffect, useState } from 'react';
import type { ChannelMap, ChannelName } from '../bus';
import { bus } from '../bus';

/** A value source that tells its latest value to each new subscriber at once (a replayed channel). */
interface Replaying<T> {
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}

/**
 * A value published while the browser dispatches a diner's input (a tap, a key, a change). It must
 * render within that event: React puts a controlled field back to its rendered value once the
 * event's handlers have run, so a value left to a transition is undone (the language select went
 * back to the old language on each ArrowDown).
 */
function duringUserInput(): boolean {
  const event = typeof window === 'undefined' ? undefined : window.event;
  return (
    event !== undefined && (event instanceof UIEvent || event.type === 'change' || event.type === 'submit')
  );
}

/**
 * Follows a replaying source in React. A value published by the diner's own input renders at once;
 * any other (a response arriving, a timer) renders as a transition: React renders it in slices and
 * answers a tap in between. Read through `useSyncExternalStore`, each value published while the page
 * loaded (the session, the store, the cart) re-rendered every root reading it in one blocking task,
 * and threw away any transition render in progress (docs/performance.md, issue 18). Two roots may
 * show a new value a frame apart; each shows one value whole. The source replays its latest value
 * on subscription, so one published between the first render and the effect is seen.
 */
function useReplaying<T>(key: unknown, source: () => Replaying<T>, initial: () => T): T {
  const [value, setValue] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the source; a new function per render does not make a new source.
  useEffect(() => {
    const subscription = source().subscribe((next) => {
      if (duringUserInput()) setValue(() => next);
      else startTransition(() => setValue(() => next));
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
}

/** Reads a replayed bus channel in React; undefined until its owner first publishes. */
export function useChannel<K extends ChannelName>(name: K): ChannelMap[K] | undefined {
  return useReplaying<ChannelMap[K] | undefined>(
    name,
    () => bus.channel(name),
    () => bus.current(name),
  );
}

/** Reads a BehaviorSubject (state a team keeps to itself) the same way as a channel. */
export function useLatest<T>(subject: Replaying<T> & { readonly value: T }): T {
  return useReplaying(
    subject,
    () => subject,
    () => subject.value,
  );
}
