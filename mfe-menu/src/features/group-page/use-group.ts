import { ApiError, type Group, GroupSchema, pageGroup, siteApi } from '@owa/shared';
import { useCallback, useEffect, useState } from 'react';

export type GroupLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly group: Group }
  | { readonly status: 'failed'; readonly notFound: boolean };

/** The page's group as the shell fetched it; a Try again (or another group) asks the API itself. */
async function fetchGroup(groupId: string, attempt: number): Promise<Group> {
  if (attempt === 0) {
    const group = await pageGroup();
    if (group?.groupId === groupId) return group;
  }
  return siteApi().request('/store_group', {
    query: { groupId },
    schema: GroupSchema,
    storeId: null,
    silent: true,
  });
}

/** The group with its stores, in one call (spec 1 §2.1 group route). */
export function useGroup(groupId: string): { readonly load: GroupLoad; readonly retry: () => void } {
  const [load, setLoad] = useState<GroupLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    fetchGroup(groupId, attempt)
      .then((group) => current && setLoad({ status: 'ready', group }))
      .catch((error: unknown) => {
        const notFound = error instanceof ApiError && error.errorCode === 'GENERAL_ERR_STORE_NOT_FOUND';
        if (current) setLoad({ status: 'failed', notFound });
      });
    return () => {
      current = false;
    };
  }, [groupId, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { load, retry };
}
