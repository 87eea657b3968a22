import fc from 'fast-check';
import { tzMoment } from '../store-hours/index.js';
import { ITEM_UNAVAILABLE_LABELS, itemCardLabel } from './catalogue.js';
import {
  isCategoryVisible,
  itemAvailability,
  lacksAdvanceNotice,
  orderCategoriesByOrderability,
} from './items.js';
import {
  assignedMenuCheck,
  cartMixRefusal,
  hasTable,
  isMenuOnline,
  menuAvailability,
  menusForSchedule,
  orderableOnlineMenus,
  singleOnlineMenu,
} from './menu.js';
import { filterBySaleType, SALE_TYPE_ORDER_TYPES, saleTypeAllows } from './sale-type.js';
import { matchesDateTimeRange, matchesSchedule, readScheduleItems } from './schedule.js';

const TORONTO = 'America/Toronto';
const at = (text: string, zone = TORONTO): number =>
  tzMoment().tz(text, 'YYYY-MM-DD HH:mm', true, zone).valueOf();
const logger = (): { warn: jest.Mock } => ({ warn: jest.fn() });
const ALL_DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const weekend = { items: [{ type: 'DAYS_OF_WEEK', days: ['SATURDAY', 'SUNDAY'] }] };
const breakfast = { items: [{ type: 'DAYS_OF_WEEK', days: ALL_DAYS, timeRange: [{ start: 7, end: 11 }] }] };
// 2026-11-20 is a Friday.

describe('spec 1 §5 DAYS_OF_WEEK matching', () => {
  it('matches listed days, the whole day without a range', () => {
    expect(matchesSchedule(weekend, at('2026-11-21 00:00'), TORONTO)).toBe(true);
    expect(matchesSchedule(weekend, at('2026-11-22 23:59'), TORONTO)).toBe(true);
    expect(matchesSchedule(weekend, at('2026-11-20 23:59'), TORONTO)).toBe(false);
    expect(matchesSchedule(weekend, at('2026-11-23 00:00'), TORONTO)).toBe(false);
  });
  it('matches the time range, start inclusive, end exclusive', () => {
    expect(matchesSchedule(breakfast, at('2026-11-20 06:59'), TORONTO)).toBe(false);
    expect(matchesSchedule(breakfast, at('2026-11-20 07:00'), TORONTO)).toBe(true);
    expect(matchesSchedule(breakfast, at('2026-11-20 10:59'), TORONTO)).toBe(true);
    expect(matchesSchedule(breakfast, at('2026-11-20 11:00'), TORONTO)).toBe(false);
  });
  it('lets a range past midnight cover the early hours of the next day', () => {
    const lateFriday = {
      items: [{ type: 'DAYS_OF_WEEK', days: ['FRIDAY'], timeRange: [{ start: 22, end: 2 }] }],
    };
    expect(matchesSchedule(lateFriday, at('2026-11-21 01:30'), TORONTO)).toBe(true);
    expect(matchesSchedule(lateFriday, at('2026-11-21 02:00'), TORONTO)).toBe(false);
    expect(matchesSchedule(lateFriday, at('2026-11-20 01:30'), TORONTO)).toBe(false);
  });
  it('reads the day in the store zone, not the device zone', () => {
    // Saturday 01:00 in Toronto is still Friday 22:00 in Los Angeles.
    expect(matchesSchedule(weekend, at('2026-11-21 01:00'), 'America/Los_Angeles')).toBe(false);
  });
});

describe('spec 1 §5 DATE_TIME_RANGE matching', () => {
  const christmasEve = {
    type: 'DATE_TIME_RANGE' as const,
    startDateTimeStr: '2026-12-24 10:00',
    endDateTimeStr: '2026-12-24 14:00',
  };
  it('matches between its two datetimes, on the store clock', () => {
    expect(matchesDateTimeRange(christmasEve, at('2026-12-24 09:59'), TORONTO)).toBe(false);
    expect(matchesDateTimeRange(christmasEve, at('2026-12-24 10:00'), TORONTO)).toBe(true);
    expect(matchesDateTimeRange(christmasEve, at('2026-12-24 14:00'), TORONTO)).toBe(false);
  });
  it('reads a date-only end as the end of that day and honours offsets', () => {
    const day = {
      type: 'DATE_TIME_RANGE' as const,
      startDateTimeStr: '2026-12-24',
      endDateTimeStr: '2026-12-24',
    };
    expect(matchesDateTimeRange(day, at('2026-12-24 23:59'), TORONTO)).toBe(true);
    expect(matchesDateTimeRange(day, at('2026-12-25 00:00'), TORONTO)).toBe(false);
    const utc = {
      type: 'DATE_TIME_RANGE' as const,
      startDateTimeStr: '2026-12-24T15:00:00Z',
      endDateTimeStr: '2026-12-24T16:00:00Z',
    };
    expect(matchesDateTimeRange(utc, at('2026-12-24 10:30'), TORONTO)).toBe(true);
  });
  it('never matches (and reports) an unreadable date', () => {
    const log = logger();
    expect(
      matchesDateTimeRange(
        { type: 'DATE_TIME_RANGE', startDateTimeStr: 'soon', endDateTimeStr: '2026-12-24' },
        at('2026-12-24 10:00'),
        TORONTO,
        log,
      ),
    ).toBe(false);
    expect(log.warn).toHaveBeenCalled();
  });
});

describe('spec 1 §4.4 schedules: empty, several items, unreadable items', () => {
  it('places no restriction without items', () => {
    expect(matchesSchedule(undefined, 0, TORONTO)).toBe(true);
    expect(matchesSchedule({ items: [] }, 0, TORONTO)).toBe(true);
    expect(matchesSchedule({ items: null }, 0, TORONTO)).toBe(true);
  });
  it('matches when any item matches', () => {
    const both = { items: [...weekend.items, ...breakfast.items] };
    expect(matchesSchedule(both, at('2026-11-20 08:00'), TORONTO)).toBe(true);
    expect(matchesSchedule(both, at('2026-11-21 20:00'), TORONTO)).toBe(true);
    expect(matchesSchedule(both, at('2026-11-20 20:00'), TORONTO)).toBe(false);
  });
  it('ignores and reports an unreadable item', () => {
    const log = logger();
    expect(readScheduleItems({ items: [{ type: 'WEEKLY' }, ...weekend.items] }, log)).toHaveLength(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(matchesSchedule({ items: [{ type: 'WEEKLY' }] }, at('2026-11-20 08:00'), TORONTO)).toBe(true);
  });
  it('a DAYS_OF_WEEK item with all days and no range matches any instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2036, 0, 1) }), (t) => {
        expect(matchesSchedule({ items: [{ type: 'DAYS_OF_WEEK', days: ALL_DAYS }] }, t, TORONTO)).toBe(true);
      }),
    );
  });
});

describe('spec 1 §4.4 sale-type mapping per order type', () => {
  it('maps each sale type to its order types', () => {
    expect(SALE_TYPE_ORDER_TYPES).toEqual({
      ALL: ['PICKUP', 'DELIVERY', 'DINE_IN'],
      DINE_IN: ['DINE_IN'],
      DELIVERY: ['DELIVERY'],
      PICKUP: ['PICKUP'],
      TAKE_OUT: ['PICKUP', 'DELIVERY'],
      DELIVERY_DINE_IN: ['DELIVERY', 'DINE_IN'],
      PICKUP_DINE_IN: ['PICKUP', 'DINE_IN'],
    });
    expect(saleTypeAllows('DINE_IN', 'PICKUP')).toBe(false);
    expect(saleTypeAllows('PICKUP_DINE_IN', 'DINE_IN')).toBe(true);
    expect(saleTypeAllows(null, 'DELIVERY')).toBe(true);
  });
  it('lets an unknown sale type pass with a warning', () => {
    const log = logger();
    expect(saleTypeAllows('CATERING', 'PICKUP', log)).toBe(true);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('CATERING'), expect.anything());
  });
  it('filters items by order type (PLATTER is dine-in only)', () => {
    const items = [{ code: 'FRIES' }, { code: 'PLATTER', saleType: 'DINE_IN' }];
    expect(filterBySaleType(items, 'PICKUP').map((i) => i.code)).toEqual(['FRIES']);
    expect(filterBySaleType(items, 'DINE_IN').map((i) => i.code)).toEqual(['FRIES', 'PLATTER']);
  });
});

describe('spec 1 §4.4 menu availability', () => {
  const now = at('2026-11-20 12:00');
  const base = { at: now, now, zone: TORONTO, orderType: 'PICKUP' as const };
  it('needs ONLINE among the channels, or no channel list', () => {
    expect(isMenuOnline({ channels: ['ONLINE', 'IN_STORE'] })).toBe(true);
    expect(isMenuOnline({ channels: null })).toBe(true);
    expect(menuAvailability({ code: 'BAR', channels: ['IN_STORE'] }, base)).toEqual({
      available: false,
      reason: 'notOnline',
    });
  });
  it('needs its schedule to cover the chosen time', () => {
    const menu = { code: 'BREAKFAST', schedule: breakfast };
    expect(menuAvailability(menu, base)).toEqual({ available: false, reason: 'outsideSchedule' });
    expect(menuAvailability(menu, { ...base, at: at('2026-11-21 08:00') }).available).toBe(true);
  });
  it('needs the chosen time within the scheduling limit of the type (0 = none)', () => {
    const menu = { code: 'LUNCH', scheduledPickupTimeLimitInHours: 2, scheduledDeliveryTimeLimitInHours: 0 };
    expect(menuAvailability(menu, { ...base, at: now + 2 * 3_600_000 }).available).toBe(true);
    expect(menuAvailability(menu, { ...base, at: now + 2 * 3_600_000 + 1 })).toEqual({
      available: false,
      reason: 'beyondLimit',
    });
    expect(
      menuAvailability(menu, { ...base, orderType: 'DELIVERY', at: now + 48 * 3_600_000 }).available,
    ).toBe(true);
  });
  it('lists all menus as unavailable when none is available for the schedule', () => {
    const menus = [
      { code: 'BREAKFAST', schedule: breakfast },
      { code: 'BAR', channels: ['IN_STORE'] },
    ];
    expect(menusForSchedule(menus, base).allUnavailable).toBe(true);
    expect(menusForSchedule([...menus, { code: 'ALLDAY' }], base).allUnavailable).toBe(false);
  });
  it('opens the only online menu directly (demo store 1001: ALLDAY)', () => {
    const menus = [
      { code: 'ALLDAY', channels: ['ONLINE', 'IN_STORE'] },
      { code: 'BAR', channels: ['IN_STORE'] },
    ];
    expect(singleOnlineMenu(menus, base)?.code).toBe('ALLDAY');
    expect(singleOnlineMenu([...menus, { code: 'X', channels: ['ONLINE'] }], base)).toBeNull();
  });
});

describe('spec 1 §4.4 assigned menus per table (restrictMenuOnDiningTable)', () => {
  const restricted = { orderType: 'DINE_IN' as const, restrictMenuOnDiningTable: true };
  it('requires a table for dine-in, then allows only the assigned menus', () => {
    expect(assignedMenuCheck('CAFE', restricted)).toBe('tableRequired');
    expect(assignedMenuCheck('CAFE', { ...restricted, tableId: -1 })).toBe('tableRequired');
    expect(assignedMenuCheck('CAFE', { ...restricted, tableId: 7, assignedMenuCodes: ['CAFE'] })).toBe(
      'allowed',
    );
    expect(assignedMenuCheck('WINE', { ...restricted, tableId: 7, assignedMenuCodes: ['CAFE'] })).toBe(
      'notAssigned',
    );
    expect(
      assignedMenuCheck('WINE', { ...restricted, tableId: 12, assignedMenuCodes: ['CAFE', 'WINE'] }),
    ).toBe('allowed');
  });
  it('keeps the menus sold online and allowed at the table, whatever the hour (menu selection, QR entry)', () => {
    const menus = [
      { code: 'CAFE' },
      { code: 'WINE', channels: ['ONLINE'] },
      { code: 'BAR', channels: ['IN_STORE'] },
    ];
    const codes = (context: Parameters<typeof orderableOnlineMenus>[1]) =>
      orderableOnlineMenus(menus, context).map((menu) => menu.code);
    expect(codes({ ...restricted, tableId: 7, assignedMenuCodes: ['CAFE'] })).toEqual(['CAFE']);
    expect(codes({ ...restricted, tableId: 12, assignedMenuCodes: ['CAFE', 'WINE', 'BAR'] })).toEqual([
      'CAFE',
      'WINE',
    ]);
    expect(codes(restricted)).toEqual([]);
    expect(codes({ orderType: 'PICKUP' })).toEqual(['CAFE', 'WINE']);
  });
  it('does not restrict other order types or unrestricted stores', () => {
    expect(assignedMenuCheck('WINE', { orderType: 'PICKUP', restrictMenuOnDiningTable: true })).toBe(
      'allowed',
    );
    expect(assignedMenuCheck('WINE', { orderType: 'DINE_IN', restrictMenuOnDiningTable: false })).toBe(
      'allowed',
    );
  });
  it('knows the cleared table value -1', () => {
    expect(hasTable(-1)).toBe(false);
    expect(hasTable('-1')).toBe(false);
    expect(hasTable(null)).toBe(false);
    expect(hasTable(0)).toBe(true);
    expect(hasTable('P1')).toBe(true);
  });
});

describe('spec 1 §4.4 exclusive menus and mixing menus in a cart', () => {
  it('allows an empty cart or the same menu', () => {
    expect(cartMixRefusal({ cartMenuCodes: [], menu: { code: 'ALLDAY' } })).toBeNull();
    expect(
      cartMixRefusal({ cartMenuCodes: ['ALLDAY', 'ALLDAY'], menu: { code: 'ALLDAY', exclusive: true } }),
    ).toBeNull();
  });
  it('refuses another menu, as exclusive when either menu is', () => {
    expect(cartMixRefusal({ cartMenuCodes: ['LUNCH'], menu: { code: 'BREAKFAST' } })).toBe('differentMenu');
    expect(cartMixRefusal({ cartMenuCodes: ['LUNCH'], menu: { code: 'CATERING', exclusive: true } })).toBe(
      'menuIsExclusive',
    );
    expect(
      cartMixRefusal({
        cartMenuCodes: ['CATERING'],
        menu: { code: 'LUNCH' },
        cartMenusExclusive: { CATERING: true },
      }),
    ).toBe('menuIsExclusive');
  });
});

describe('spec 1 §4.4 item availability and labels', () => {
  const now = at('2026-11-20 12:00');
  const ok = { at: now, now, zone: TORONTO, storeOpen: true, menuAvailable: true };
  it('is orderable by default', () => {
    expect(itemAvailability({}, ok)).toEqual({ orderable: true });
  });
  it('labels Sold Out, Order In Store Only, store unavailable, unavailable', () => {
    expect(itemAvailability({ outOfStock: true }, ok)).toMatchObject({
      reason: 'outOfStock',
      label: 'Sold Out',
    });
    expect(itemAvailability({ nonOrderableChannels: ['ONLINE'] }, ok)).toMatchObject({
      label: 'Order In Store Only',
    });
    expect(itemAvailability({}, { ...ok, storeOpen: false })).toMatchObject({ label: 'store unavailable' });
    expect(itemAvailability({ disabled: true }, ok)).toMatchObject({
      reason: 'disabled',
      label: 'unavailable',
    });
    expect(itemAvailability({}, { ...ok, menuAvailable: false })).toMatchObject({
      reason: 'menuUnavailable',
      label: 'unavailable',
    });
    expect(itemAvailability({}, { ...ok, assignedMenuAllowed: false })).toMatchObject({
      reason: 'notAssigned',
    });
    expect(Object.values(ITEM_UNAVAILABLE_LABELS)).toEqual([
      'Sold Out',
      'store unavailable',
      'Order In Store Only',
      'unavailable',
    ]);
  });
  it('puts Sold Out before every other reason', () => {
    expect(
      itemAvailability(
        { outOfStock: true, nonOrderableChannels: ['ONLINE'], disabled: true },
        { ...ok, storeOpen: false },
      ),
    ).toMatchObject({ label: 'Sold Out' });
  });
  it('follows the item schedule (BRUNCH on Saturday and Sunday only)', () => {
    expect(itemAvailability({ schedule: weekend }, ok)).toMatchObject({ reason: 'outsideSchedule' });
    expect(itemAvailability({ schedule: weekend }, { ...ok, at: at('2026-11-21 10:00') })).toEqual({
      orderable: true,
    });
  });
  it('needs advance hours of notice (CAKE: 24 h)', () => {
    expect(itemAvailability({ advance: 24 }, ok)).toMatchObject({
      reason: 'advanceNotice',
      label: 'unavailable',
    });
    expect(itemAvailability({ advance: 24 }, { ...ok, at: now + 24 * 3_600_000 })).toEqual({
      orderable: true,
    });
    expect(lacksAdvanceNotice({ advance: 0 }, now, now)).toBe(false);
    expect(lacksAdvanceNotice({ advance: null }, now, now)).toBe(false);
  });
  it('gives card labels Sold out, Order In Store Only and Not Available', () => {
    expect(itemCardLabel({ orderable: true })).toBeNull();
    expect(itemCardLabel(itemAvailability({ outOfStock: true }, ok))).toBe('Sold out');
    expect(itemCardLabel(itemAvailability({ nonOrderableChannels: ['ONLINE'] }, ok))).toBe(
      'Order In Store Only',
    );
    expect(itemCardLabel(itemAvailability({ advance: 24 }, ok))).toBe('Not Available');
  });
});

describe('spec 1 §4.4 categories: visibility and orderable first', () => {
  const context = { at: at('2026-11-20 12:00'), zone: TORONTO, orderType: 'PICKUP' as const };
  it('hides hidden categories, those outside their schedule, and those not sold for the type', () => {
    expect(isCategoryVisible({}, context)).toBe(true);
    expect(isCategoryVisible({ hidden: true }, context)).toBe(false);
    expect(isCategoryVisible({ schedule: breakfast }, context)).toBe(false);
    expect(isCategoryVisible({ saleType: 'DINE_IN' }, context)).toBe(false);
  });
  const cats = [
    { code: 'A', items: [false, false] },
    { code: 'B', items: [false, true] },
    { code: 'C', items: [] as boolean[] },
    { code: 'D', items: [true] },
  ];
  it('lists categories with an orderable item first, keeping menu order', () => {
    const result = orderCategoriesByOrderability(
      cats,
      (c) => c.items,
      (i) => i,
    );
    expect(result.itemsDisabled).toBe(false);
    expect(result.categories.map((c) => [c.category.code, c.orderable])).toEqual([
      ['B', true],
      ['D', true],
      ['A', false],
      ['C', false],
    ]);
  });
  it('shows all categories with items disabled when none qualifies', () => {
    const result = orderCategoriesByOrderability(
      cats,
      (c) => c.items,
      () => false,
    );
    expect(result.itemsDisabled).toBe(true);
    expect(result.categories.map((c) => c.category.code)).toEqual(['A', 'B', 'C', 'D']);
  });
});
