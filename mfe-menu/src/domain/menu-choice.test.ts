import type { Menu } from '@owa/shared';
import { menuChoice, menuHoursText } from './menu-choice';

const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
const weekly = (start: number, end: number) => ({
  items: [{ type: 'DAYS_OF_WEEK' as const, days: [...DAYS], timeRange: [{ start, end }] }],
});
const breakfast: Menu = {
  code: 'BREAKFAST',
  name: 'Breakfast',
  channels: ['ONLINE', 'IN_STORE'],
  schedule: weekly(7, 11),
};
const lunch: Menu = {
  code: 'LUNCH',
  name: 'Lunch & Dinner',
  channels: ['ONLINE', 'IN_STORE'],
  schedule: weekly(11, 23),
};
const allDay: Menu = { code: 'ALLDAY', channels: ['ONLINE', 'IN_STORE'] };
const bar: Menu = { code: 'BAR', channels: ['IN_STORE'] };
const context = { orderType: 'PICKUP' as const, zone: 'America/Toronto' };
// 2026-11-20 09:00 in Toronto.
const nine = Date.UTC(2026, 10, 20, 14, 0);

describe('spec 1 §2.2 menu selection', () => {
  it('opens the one online menu directly (store 1001: ALLDAY, the bar is in store only)', () => {
    expect(menuChoice([allDay, bar], { ...context, now: nine })).toEqual({ kind: 'open', menu: allDay });
  });

  it('lists the online menus with their availability at the hour (store 1002)', () => {
    expect(menuChoice([breakfast, lunch], { ...context, now: nine })).toEqual({
      kind: 'list',
      menus: [
        { menu: breakfast, available: true },
        { menu: lunch, available: false },
      ],
    });
    // At 05:00 neither is: both are listed, unavailable.
    const early = menuChoice([breakfast, lunch], { ...context, now: Date.UTC(2026, 10, 20, 10, 0) });
    expect(early).toEqual({
      kind: 'list',
      menus: [
        { menu: breakfast, available: false },
        { menu: lunch, available: false },
      ],
    });
  });

  it('words the menu hours in 12-hour form', () => {
    expect(menuHoursText(breakfast)).toBe('7:00 am - 11:00 am');
    expect(menuHoursText(allDay)).toBeNull();
  });
});
