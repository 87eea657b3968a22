import {
  EAGER_ITEMS,
  eagerCount,
  itemsBefore,
  renderedPerCategory,
  SLICE_ITEMS,
  sectionsShown,
} from './use-lazy-categories';

describe('spec 1 §2.5 lazy categories: what renders at once', () => {
  it('renders the leading categories holding the first 24 items (a usual menu whole), at least one', () => {
    expect(EAGER_ITEMS).toBe(24);
    expect(eagerCount([4, 4, 4, 3, 3])).toBe(5);
    expect(eagerCount([10, 10, 10, 10])).toBe(3);
    expect(eagerCount([25, 25, 25, 25])).toBe(1);
    expect(eagerCount([100, 1])).toBe(1);
    expect(eagerCount([])).toBe(1);
  });

  it('then renders the menu in slices of a few cards, splitting a category where the slice ends', () => {
    expect(SLICE_ITEMS).toBeLessThanOrEqual(8);
    const sizes = [25, 25, 3, 25];
    expect(itemsBefore(sizes, eagerCount(sizes))).toBe(25);
    expect(renderedPerCategory(sizes, 25)).toEqual([25, 0, 0, 0]);
    expect(renderedPerCategory(sizes, 25 + SLICE_ITEMS)).toEqual([25, SLICE_ITEMS, 0, 0]);
    expect(renderedPerCategory(sizes, 55)).toEqual([25, 25, 3, 2]);
    expect(renderedPerCategory(sizes, 1000)).toEqual(sizes);
    expect(itemsBefore(sizes, 3)).toBe(53);
    expect(itemsBefore(sizes, 9)).toBe(78);
  });

  it('renders the sections up to the first one still waiting for cards; the rest wait as one placeholder', () => {
    const sizes = [25, 25, 3, 25];
    expect(sectionsShown(sizes, renderedPerCategory(sizes, 25))).toBe(2);
    expect(sectionsShown(sizes, renderedPerCategory(sizes, 25 + SLICE_ITEMS))).toBe(2);
    expect(sectionsShown(sizes, renderedPerCategory(sizes, 50))).toBe(3);
    expect(sectionsShown(sizes, renderedPerCategory(sizes, 53))).toBe(4);
    expect(sectionsShown(sizes, renderedPerCategory(sizes, 78))).toBe(4);
    expect(sectionsShown([], [])).toBe(0);
  });
});
