import {
  EAGER_ITEMS,
  FIRST_RENDER_ITEMS,
  itemsBefore,
  renderedPerCategory,
  SLICE_ITEMS,
  sectionsShown,
} from './use-lazy-categories';

describe('spec 1 §2.5 lazy categories: what renders at once', () => {
  it('renders a phone screen of cards first; a menu of up to 24 items then fills in whole', () => {
    expect(FIRST_RENDER_ITEMS).toBeLessThanOrEqual(4);
    expect(EAGER_ITEMS).toBe(24);
    expect(renderedPerCategory([3, 5, 8], FIRST_RENDER_ITEMS)).toEqual([3, 1, 0]);
    expect(sectionsShown([3, 5, 8], renderedPerCategory([3, 5, 8], FIRST_RENDER_ITEMS))).toBe(2);
  });

  it('then renders the menu in slices of a few cards, splitting a category where the slice ends', () => {
    expect(SLICE_ITEMS).toBeLessThanOrEqual(8);
    const sizes = [25, 25, 3, 25];
    expect(itemsBefore(sizes, 1)).toBe(25);
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
