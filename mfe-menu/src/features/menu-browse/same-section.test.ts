import type { MenuGroup, MenuItem } from '@owa/shared';
import { type CategorySectionProps, sameSection } from './CategorySection';

const item = (code: string) => ({ code, name: code }) as MenuItem;
const [a, b, c] = [item('A'), item('B'), item('C')];
const context = {} as CategorySectionProps['context'];
const props = (menuItems: MenuItem[], renderedItems: number, extra: Partial<MenuGroup> = {}) => ({
  group: { code: 'SIDES', name: 'Sides', menuItems, ...extra } as MenuGroup,
  index: 1,
  renderedItems,
  context,
});

describe('a search keystroke re-renders only the sections that change', () => {
  it('skips a new category object with the same heading, cards and waiting count', () => {
    expect(sameSection(props([a, b, c], 2), props([a, b, c], 2))).toBe(true);
  });
  it('renders when the shown cards, the waiting count, the heading or the context change', () => {
    expect(sameSection(props([a, b, c], 2), props([a, c, b], 2))).toBe(false);
    expect(sameSection(props([a, b, c], 2), props([a, b], 2))).toBe(false);
    expect(sameSection(props([a, b, c], 2), props([a, b, c], 3))).toBe(false);
    expect(sameSection(props([a, b], 2), props([a, b], 2, { name: 'Sides & more' }))).toBe(false);
    expect(sameSection(props([a], 1), { ...props([a], 1), context: { ...context } })).toBe(false);
  });
});
