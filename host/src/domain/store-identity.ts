// Which store the diner is on, and when opening one is a switch (spec 3 §4): kept apart from the
// wipe itself so the first paint carries only this check.

export const LAST_STORE_KEY = 'lastStoreId';

/** A switch needs a store before and a different one now; a first visit is no switch. */
export function isStoreSwitch(openedStoreId: string | null, lastStoreId: string | null): boolean {
  return Boolean(openedStoreId && lastStoreId && openedStoreId !== lastStoreId);
}
