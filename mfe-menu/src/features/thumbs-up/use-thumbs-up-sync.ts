import { useChannel } from '@owa/shared';
import { useEffect, useRef } from 'react';
import { useMenuDispatch, useMenuSelector } from '../../lib/hooks';
import { selectStorePage } from '../store-page';
import { likesListener } from './thumbs-up-actions';
import { likesForgotten, likesRequested } from './thumbs-up-slice';

/**
 * Spec 1 §4.8: the counts and the diner's likes on load and after login (pending visitor likes are
 * re-sent as the customer's first); a logout forgets the customer's likes.
 */
export function useThumbsUpSync(): void {
  const dispatch = useMenuDispatch();
  const store = useMenuSelector(selectStorePage).store;
  const menuCode = useMenuSelector(selectStorePage).menuCode;
  const userId = useChannel('shell:session')?.user?.id ?? null;
  const previousUser = useRef<string | null>(null);

  const storeId = store ? String(store.storeId) : null;
  const groupId = store?.groupId ?? null;
  useEffect(() => {
    dispatch(likesListener);
  }, [dispatch]);
  useEffect(() => {
    if (!storeId || !groupId) return;
    if (previousUser.current && userId === null) dispatch(likesForgotten());
    previousUser.current = userId;
    dispatch(likesRequested({ storeId, groupId, menuCode }, userId !== null));
  }, [dispatch, storeId, groupId, menuCode, userId]);
}
