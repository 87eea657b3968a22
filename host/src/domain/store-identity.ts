// Which store the diner is on, and when opening one is a switch (spec 3 §4): kept apart from the
// wipe itself so the first paint carries only this check.

export const LAST_STORE_KEY = 'lastStoreId';

/** A switch needs a store before and a different one now; a first visit is no switch. */
export function isStoreSwitch(openedStoreId: string | null, lastStoreId: string | null): boolean {
  return Boolean(openedStoreId && lastStoreId && openedStoreId !== lastStoreId);
}

/** The group of the last store, kept beside it: startup fetches the store with both (spec 3 §4). */
export const LAST_GROUP_KEY = 'lastGroupId';

/** What the shell loads behind its chrome: the route's store, else its group, else the kept store. */
export type ContextToLoad =
  | { readonly kind: 'store'; readonly storeId: string; readonly groupId: string | null }
  | { readonly kind: 'group'; readonly groupId: string };

/**
 * spec 3 §4: at startup the store is fetched with the group id and store id kept in local storage;
 * a route that names a store (or a group) says which instead. Ids are whatever the route or the
 * storage holds: an id that names nothing fails to load and leaves the chrome plain.
 */
export function contextToLoad(
  params: { readonly sid?: string; readonly gid?: string },
  kept: Pick<Storage, 'getItem'>,
): ContextToLoad | null {
  if (params.sid) return { kind: 'store', storeId: params.sid, groupId: params.gid ?? null };
  if (params.gid) return { kind: 'group', groupId: params.gid };
  const storeId = kept.getItem(LAST_STORE_KEY);
  if (!storeId) return null;
  return { kind: 'store', storeId, groupId: kept.getItem(LAST_GROUP_KEY) };
}
