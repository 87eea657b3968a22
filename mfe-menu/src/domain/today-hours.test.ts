import type { StoreHoursEntry } from '@owa/shared';
import { type StoreHoursSource, tzMoment } from '@owa/shared/domain';
import { todayHours } from './today-hours';

const TORONTO = 'America/Toronto';
const everyDay = (open: number, close: number): StoreHoursEntry[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close }));
/** An instant given as wall-clock text in a zone. */
const at = (text: string, zone = TORONTO): number =>
  tzMoment().tz(text, 'YYYY-MM-DD HH:mm', true, zone).valueOf();

const uptown: StoreHoursSource = {
  timeZone: TORONTO,
  hours: everyDay(7, 23),
  catalogHolidayHours: [{ date: '2026-12-25' }],
};

describe("spec 1 §2.4 today's hours chip", () => {
  it('labels open, closed and holiday', () => {
    expect(todayHours(uptown, at('2026-11-20 12:00'))).toEqual({
      status: 'open',
      windows: [{ start: 420, end: 1380 }],
    });
    expect(todayHours(uptown, at('2026-11-20 23:30')).status).toBe('closed');
    expect(todayHours(uptown, at('2026-12-25 12:00'))).toEqual({ status: 'holiday', windows: [] });
  });
  it('shows the posted hours, not the ordering hours', () => {
    const store = { ...uptown, orderStoreHours: everyDay(8, 22) };
    expect(todayHours(store, at('2026-11-20 07:30'))).toEqual({
      status: 'open',
      windows: [{ start: 420, end: 1380 }],
    });
  });
});
