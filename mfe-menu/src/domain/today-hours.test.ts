import { at, everyDay, uptown } from '@owa/shared/testing';
import { todayHours } from './today-hours';

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
