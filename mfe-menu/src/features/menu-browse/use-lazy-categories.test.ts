import { EAGER_ITEMS, eagerCount } from './use-lazy-categories';

describe('spec 1 §2.5 lazy categories: what renders at once', () => {
  it('renders the leading categories holding the first 40 items, at least one', () => {
    expect(EAGER_ITEMS).toBe(40);
    expect(eagerCount([6, 5, 4, 3])).toBe(4);
    expect(eagerCount([25, 25, 25, 25])).toBe(2);
    expect(eagerCount([100, 1])).toBe(1);
    expect(eagerCount([])).toBe(1);
  });
});
