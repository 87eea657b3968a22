import { isUsableStoreId } from './store-id';

describe('spec 1 §2.2 store ids that go to 404', () => {
  it('refuses missing, null and short non-numeric ids', () => {
    for (const sid of [undefined, null, '', 'null', 'ab', 'x']) expect(isUsableStoreId(sid)).toBe(false);
  });
  it('accepts numeric ids of any length and longer texts', () => {
    for (const sid of ['1001', '7', 'abc', 'store-1']) expect(isUsableStoreId(sid)).toBe(true);
  });
});
