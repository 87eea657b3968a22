import { isCodeCache, isStoreSwitch, wipeForStore } from './store-switch';

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('spec 3 §4 store switching and storage', () => {
  it('is a switch only from one known store to another', () => {
    expect(isStoreSwitch('1002', '1001')).toBe(true);
    expect(isStoreSwitch('1001', '1001')).toBe(false);
    expect(isStoreSwitch('1001', null)).toBe(false);
    expect(isStoreSwitch(null, '1001')).toBe(false);
  });

  it('wipes everything but auth, keeps the new store, and clears caches, IndexedDB and cookies', async () => {
    const local = memoryStorage({
      auth: '{"token":"t"}',
      lang: 'fr',
      'owa.cart.v1': '[]',
      lastStoreId: '1001',
    });
    const session = memoryStorage({ forcePopup: '1' });
    const deletedCaches: string[] = [];
    const deletedDatabases: string[] = [];
    const expired: string[] = [];
    await wipeForStore(
      {
        local,
        session,
        caches: {
          keys: async () => ['workbox-runtime', 'images', 'owa-chunks', 'workbox-precache-v2-http://x/owa/'],
          delete: async (name: string) => {
            deletedCaches.push(name);
            return true;
          },
        },
        indexedDB: {
          databases: async () => [{ name: 'workbox-expiration', version: 1 }],
          deleteDatabase: (name: string) => {
            deletedDatabases.push(name);
            return {} as IDBOpenDBRequest;
          },
        },
        cookies: { read: () => 'a=1; b=2', expire: (name) => expired.push(name) },
      },
      '1002',
    );
    expect(local.getItem('auth')).toBe('{"token":"t"}');
    expect(local.getItem('lastStoreId')).toBe('1002');
    expect(local.getItem('owa.cart.v1')).toBeNull();
    expect(local.getItem('lang')).toBeNull();
    expect(local.length).toBe(2);
    expect(session.length).toBe(0);
    expect(deletedCaches).toEqual(['workbox-runtime', 'images']);
    expect(deletedDatabases).toEqual(['workbox-expiration']);
    expect(expired).toEqual(['a', 'b']);
  });

  it('keeps the caches of code (hashed chunks, the offline page): they hold nothing of a diner', () => {
    expect(isCodeCache('owa-chunks')).toBe(true);
    expect(isCodeCache('workbox-precache-v2-http://localhost/owa/')).toBe(true);
    expect(isCodeCache('owa-pages')).toBe(false);
    expect(isCodeCache('left-over')).toBe(false);
  });

  it('goes on when caches or IndexedDB refuse', async () => {
    const local = memoryStorage({ x: '1' });
    await wipeForStore(
      {
        local,
        session: memoryStorage(),
        caches: { keys: () => Promise.reject(new Error('denied')), delete: async () => false },
      },
      '1003',
    );
    expect(local.getItem('lastStoreId')).toBe('1003');
  });
});
