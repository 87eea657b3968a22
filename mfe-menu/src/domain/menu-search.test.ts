import type { MenuGroup } from '@owa/shared';
import { itemMatches, searchMenu } from './menu-search';

const groups: MenuGroup[] = [
  {
    code: 'SIDES',
    name: 'Sides',
    menuItems: [
      { code: 'FRIES', name: 'Classic Fries', description: 'Hand-cut potatoes' },
      { code: 'RINGS', name: 'Onion Rings', shortName: 'O-Rings' },
    ],
  },
  { code: 'DRINKS', name: 'Drinks', menuItems: [{ code: 'COLA', name: 'Cola' }] },
];

describe('spec 1 §2.5 search over name, description and short name', () => {
  it('matches case-insensitively in each of the three fields', () => {
    expect(itemMatches({ code: 'A', name: 'Classic Fries' }, 'fries')).toBe(true);
    expect(itemMatches({ code: 'A', name: 'X', description: 'Hand-CUT potatoes' }, 'hand-cut')).toBe(true);
    expect(itemMatches({ code: 'A', name: 'X', shortName: 'O-Rings' }, 'o-r')).toBe(true);
    expect(itemMatches({ code: 'A', name: 'X' }, 'fries')).toBe(false);
  });

  it('keeps only matching items and drops categories left empty', () => {
    const found = searchMenu(groups, '  RINGS ');
    expect(found.map((g) => g.code)).toEqual(['SIDES']);
    expect(found[0]?.menuItems?.map((i) => i.code)).toEqual(['RINGS']);
  });

  it('returns the same groups for an empty query and nothing for no match', () => {
    expect(searchMenu(groups, '   ')).toBe(groups);
    expect(searchMenu(groups, 'lobster')).toEqual([]);
  });
});
