import type { MenuGroup } from '@owa/shared';
import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { render, screen } from '@testing-library/react';
import { loaders } from '../../i18n/loaders';
import { english } from '../../i18n/messages';
import { CategoryNav } from './CategoryNav';

const GROUPS: MenuGroup[] = ['STARTERS', 'MAINS', 'DRINKS'].map((code) => ({ code, name: code }));

/** Counts reads of a tab's place: each one lays out the whole page in a browser. */
function countLayoutReads() {
  const reads = { count: 0 };
  jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(() => {
    reads.count += 1;
    return 0;
  });
  return reads;
}

function nav(active: string) {
  return (
    <MicroFrontendFrame area="category-nav-test" english={english} loaders={loaders}>
      <CategoryNav groups={GROUPS} active={active} onSelect={() => {}} />
    </MicroFrontendFrame>
  );
}

describe('CategoryNav keeps the active tab in sight', () => {
  const width = window.innerWidth;
  afterEach(() => {
    window.innerWidth = width;
    jest.restoreAllMocks();
  });

  it('reads no layout on its first render with the first tab active, and scrolls to a later tab', async () => {
    window.innerWidth = 1280;
    const reads = countLayoutReads();
    const { rerender } = render(nav('STARTERS'));
    await screen.findByRole('navigation', { name: 'Menu categories' });
    expect(reads.count).toBe(0);
    rerender(nav('DRINKS'));
    expect(reads.count).toBe(1);
  });

  it('reads no layout on a phone, where the tabs give way to the dropdown', async () => {
    window.innerWidth = 412;
    const reads = countLayoutReads();
    const { rerender } = render(nav('MAINS'));
    await screen.findByRole('navigation', { name: 'Menu categories' });
    rerender(nav('DRINKS'));
    expect(reads.count).toBe(0);
  });
});
