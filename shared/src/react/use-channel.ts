import { startTransition, useEffect, useState } from 'react';
import type { ChannelMap, ChannelName } from '../bus';
import { bus } from '../bus';

/** A value source that tells its latest value to each new subscriber at once (a replayed channel). */
interface Replaying<T> {
  subscribe(next: (value: T) => void): { unsubscribe(): void };
}

/**
 * Follows a replaying source in React, each new value rendered as a transition: React renders it in
 * slices and answers a tap in between. Read through `useSyncExternalStore`, each value published
 * while the page loaded (the session, the store, the cart) re-rendered every root reading it in one
 * task, which on a phone was most of the load's Total Blocking Time (docs/performance.md, issue 18).
 * Two roots may show a new value a frame apart; each shows one value whole. The source replays its
 * latest value on subscription, so one published between the first render and the effect is seen.
 */
function useReplaying<T>(key: unknown, source: () => Replaying<T>, initial: () => T): T {
  const [value, setValue] = useState(initial);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the source; a new function per render does not make a new source.
  useEffect(() => {
    const subscription = source().subscribe((next) => {
      startTransition(() => setValue(() => next));
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
