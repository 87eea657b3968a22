import { contextToLoad, LAST_GROUP_KEY, LAST_STORE_KEY } from './store-identity';

const kept = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('spec 3 §4: the store the shell loads behind its chrome', () => {
  const lastStore = kept({ [LAST_STORE_KEY]: '1003', [LAST_GROUP_KEY]: 'G1001' });

  it('is the route’s store, with the route’s group when it names one', () => {
    expect(contextToLoad({ sid: '1001', gid: 'G1001' }, lastStore)).toEqual({
      kind: 'store',
      storeId: '1001',
      groupId: 'G1001',
    });
    expect(contextToLoad({ sid: '4521' }, lastStore)).toEqual({
      kind: 'store',
      storeId: '4521',
      groupId: null,
    });
  });

  it('is the group alone on the group page', () => {
    expect(contextToLoad({ gid: 'G4520' }, lastStore)).toEqual({ kind: 'group', groupId: 'G4520' });
  });

  it('is the kept last store and its group on a route without ids (home, 404)', () => {
    expect(contextToLoad({}, lastStore)).toEqual({ kind: 'store', storeId: '1003', groupId: 'G1001' });
    expect(contextToLoad({}, kept({ [LAST_STORE_KEY]: '1003' }))).toEqual({
      kind: 'store',
      storeId: '1003',
      groupId: null,
    });
  });

  it('is nothing on a first visit to a route without ids', () => {
    expect(contextToLoad({}, kept({}))).toBeNull();
  });
});
