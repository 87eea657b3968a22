import { useSyncExternalStore } from 'react';
import type { ChannelMap, ChannelName } from '../bus';
import { bus } from '../bus';

/** Reads a replayed bus channel in React; undefined until its owner first publishes. */
export function useChannel<K extends ChannelName>(name: K): ChannelMap[K] | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = bus.channel(name).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => bus.current(name),
    () => bus.current(name),
  );
}
