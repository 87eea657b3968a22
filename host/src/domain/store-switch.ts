// Store switching (spec 3 §4 "Store switching and storage"): opening another store wipes the
// browser state except the login, keeps the new store as lastStoreId, and starts afresh.

import { LAST_STORE_KEY } from './store-identity';

export { isStoreSwitch, LAST_STORE_KEY } from './store-identity';

/** The keys that survive a switch: the login (spec: "except auth") and the store now open. */
export const KEPT_KEYS = ['auth'] as const;

/**
 * Caches of code, not of the diner: the service worker's content-hashed chunks and its precache
 * (the offline page). They hold nothing of a store or a diner, and wiping them would only make the
 * next store load as slowly as a first visit.
 */
export function isCodeCache(name: string): boolean {
  return name === 'owa-chunks' || name.startsWith('workbox-precache');
}

export interface BrowserState {
  readonly local: Storage;
  readonly session: Storage;
  readonly caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  readonly indexedDB?: Pick<IDBFactory, 'deleteDatabase'> & { databases?: () => Promise<IDBDatabaseInfo[]> };
  readonly cookies?: { read(): string; expire(name: string): void };
}

/** Wipes local storage but auth, session storage, caches, IndexedDB and cookies; sets lastStoreId. */
export async function wipeForStore(state: BrowserState, storeId: string): Promise<void> {
  const kept = KEPT_KEYS.map((key) => [key, state.local.getItem(key)] as const);
  state.local.clear();
  for (const [key, value] of kept) if (value !== null) state.local.setItem(key, value);
  state.local.setItem(LAST_STORE_KEY, storeId);
  state.session.clear();
  if (state.cookies) {
    for (const pair of state.cookies.read().split(';')) {
      const name = pair.split('=')[0]?.trim();
      if (name) state.cookies.expire(name);
    }
  }
  // Each of these may be missing or refused (private windows); the switch goes on regardless.
  await Promise.all([
    state.caches
      ?.keys()
      .then((names) =>
        Promise.all(names.filter((name) => !isCodeCache(name)).map((name) => state.caches?.delete(name))),
      )
      .catch(() => undefined),
    state.indexedDB
      ?.databases?.()
      .then((databases) => {
        for (const { name } of databases) if (name) state.indexedDB?.deleteDatabase(name);
      })
      .catch(() => undefined),
  ]);
}

/** The page's own browser state. */
export function pageBrowserState(): BrowserState {
  return {
    local: window.localStorage,
    session: window.sessionStorage,
    caches: 'caches' in window ? window.caches : undefined,
    indexedDB: 'indexedDB' in window ? window.indexedDB : undefined,
    cookies: {
      read: () => document.cookie,
      expire: (name) => {
        for (const path of ['/', '/owa', '/owa/']) {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
          document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
        }
      },
    },
  };
}
