import type { MenuGroup, MenuItem } from '@owa/shared';
import { catalogueAvailability } from '@owa/shared/domain';
import { browsableMenu, isSoldOnline } from './category-order';

const item = (code: string, extra: Partial<MenuItem> = {}): MenuItem => ({ code, name: code, ...extra });

describe('spec 1 §4.4 category ordering', () => {
  const groups: MenuGroup[] = [
    { code: 'SOLDOUT', name: 'Seafood', menuItems: [item('LOBSTER', { outOfStock: true })] },
    { code: 'SIDES', name: 'Sides', menuItems: [item('FRIES'), item('PLATTER', { saleType: 'DINE_IN' })] },
    { code: 'SECRET', name: 'Hidden', hidden: true, menuItems: [item('X')] },
    { code: 'BAR', name: 'Bar', saleType: 'DINE_IN', menuItems: [item('BEER')] },
  ];

  it('puts categories with an orderable item first and leaves out hidden and other-sale-type ones', () => {
    const menu = browsableMenu(groups, 'PICKUP', catalogueAvailability);
    expect(menu.groups.map((g) => g.code)).toEqual(['SIDES', 'SOLDOUT']);
    expect(menu.groups[0]?.menuItems?.map((i) => i.code)).toEqual(['FRIES']);
    expect(menu.itemsDisabled).toBe(false);
  });

  it('shows every category with items disabled when none has an orderable item', () => {
    const menu = browsableMenu([groups[0] as MenuGroup], 'PICKUP', catalogueAvailability);
    expect(menu.groups.map((g) => g.code)).toEqual(['SOLDOUT']);
    expect(menu.itemsDisabled).toBe(true);
  });

  it('offers dine-in categories and items for dine-in', () => {
    const menu = browsableMenu(groups, 'DINE_IN', catalogueAvailability);
    expect(menu.groups.map((g) => g.code)).toEqual(['SIDES', 'BAR', 'SOLDOUT']);
    expect(menu.groups[0]?.menuItems?.map((i) => i.code)).toEqual(['FRIES', 'PLATTER']);
  });
});

describe('spec 1 §4.4 menus sold online', () => {
  it('needs ONLINE among the channels, or no channel list at all', () => {
    expect(isSoldOnline({ channels: ['ONLINE', 'IN_STORE'] })).toBe(true);
    expect(isSoldOnline({ channels: ['IN_STORE'] })).toBe(false);
    expect(isSoldOnline({ channels: null })).toBe(true);
    expect(isSoldOnline({ channels: [] })).toBe(true);
  });
});
