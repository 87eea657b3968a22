import { EAGER_ITEMS, eagerCount } from './use-lazy-categories';

describe('spec 1 §2.5 lazy categories: what renders at once', () => {
  it('renders the leading categories holding the first 24 items (a usual menu whole), at least one', () => {
    expect(EAGER_ITEMS).toBe(24);
    expect(eagerCount([4, 4, 4, 3, 3])).toBe(5);
    expect(eagerCount([10, 10, 10, 10])).toBe(3);
    expect(eagerCount([25, 25, 25, 25])).toBe(1);
    expect(eagerCount([100, 1])).toBe(1);
    expect(eagerCount([])).toBe(1);
  });
});
