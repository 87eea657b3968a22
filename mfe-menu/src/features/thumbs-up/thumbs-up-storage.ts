// Browser keys of spec 1 §3 for thumbs-up: anonymousLikes (item code to the visitor's like id) and
// pendingLikeItem (the like that failed and asked for a login; re-sent after it).
import { isJsonObject, readStoredJson } from '../../lib/stored-json';

export const ANONYMOUS_LIKES_KEY = 'anonymousLikes';
export const PENDING_LIKE_KEY = 'pendingLikeItem';

export interface LikeTarget {
  readonly storeId: string;
  readonly groupId: string;
  readonly menuCode: string;
  readonly itemCode: string;
}

/** Anything that is not a code-to-id map (an older or tampered value) reads as no likes. */
export function readAnonymousLikes(storage: Storage): Record<string, string> {
  const stored = readStoredJson(storage, ANONYMOUS_LIKES_KEY);
  if (!isJsonObject(stored)) return {};
  const likes: Record<string, string> = {};
  for (const [code, id] of Object.entries(stored)) {
    if (typeof id === 'string' || typeof id === 'number') likes[code] = String(id);
  }
  return likes;
}

export function writeAnonymousLike(storage: Storage, itemCode: string, likeId: string | null): void {
  const likes = readAnonymousLikes(storage);
  if (likeId) likes[itemCode] = likeId;
  else delete likes[itemCode];
  if (Object.keys(likes).length === 0) storage.removeItem(ANONYMOUS_LIKES_KEY);
  else storage.setItem(ANONYMOUS_LIKES_KEY, JSON.stringify(likes));
}

export function readPendingLike(storage: Storage): LikeTarget | null {
  const stored = readStoredJson(storage, PENDING_LIKE_KEY);
  if (!isJsonObject(stored)) return null;
  const { storeId, groupId, menuCode, itemCode } = stored;
  return typeof storeId === 'string' &&
    typeof groupId === 'string' &&
    typeof menuCode === 'string' &&
    typeof itemCode === 'string'
    ? { storeId, groupId, menuCode, itemCode }
    : null;
}

export function writePendingLike(storage: Storage, target: LikeTarget | null): void {
  if (target) storage.setItem(PENDING_LIKE_KEY, JSON.stringify(target));
  else storage.removeItem(PENDING_LIKE_KEY);
}
