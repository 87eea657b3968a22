import { useCallback, useRef } from 'react';

/**
 * A function that keeps its identity for the component's whole life and calls the latest `fn`
 * given. Handed to a memoised child, it lets the child skip rendering when only the handler's
 * closure changed (the category tabs on a keystroke, the dietary chips on a press). Call it from
 * events, not during render.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}
