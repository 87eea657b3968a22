import type { Store } from '@owa/shared';
import { storeHoursView } from './store-hours-view';

const everyDay = (open: number, close: number) => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close }));
const uptown: Store = {
  storeId: '1002',
  name: 'Maple Uptown',
  timeZone: 'America/Toronto',
  hours: everyDay(7, 23),
  catalogHolidayHours: [{ date: '2026-12-25' }],
};

describe("spec 1 §2.4 today's hours in the store's time zone", () => {
  it('is open at 09:00 Toronto (14:00 UTC) with today highlighted in the week', () => {
    // 2026-11-20 is a Friday (day 6).
    const view = storeHoursView(uptown, Date.UTC(2026, 10, 20, 14, 0));
    expect(view.status).toBe('open');
    expect(view.today).toEqual({ kind: 'hours', text: '7:00 am - 11:00 pm' });
    expect(view.week.map((d) => d.day)).toEqual([2, 3, 4, 5, 6, 7, 1]);
    expect(view.week.filter((d) => d.isToday).map((d) => d.day)).toEqual([6]);
  });

  it('reads the store clock, not the browser: 02:00 UTC Saturday is still Friday 21:00 in Toronto', () => {
    const view = storeHoursView(uptown, Date.UTC(2026, 10, 21, 2, 0));
    expect(view.status).toBe('open');
    expect(view.week.find((d) => d.isToday)?.day).toBe(6);
  });

  it('is closed before opening and a holiday on 2026-12-25', () => {
    expect(storeHoursView(uptown, Date.UTC(2026, 10, 20, 11, 0)).status).toBe('closed');
    const christmas = storeHoursView(uptown, Date.UTC(2026, 11, 25, 17, 0));
    expect(christmas.status).toBe('holiday');
    expect(christmas.today).toEqual({ kind: 'closed' });
  });

  it('words a 24-hour store as open 24 hours', () => {
    const view = storeHoursView(
      { ...uptown, hours: everyDay(0, 24), catalogHolidayHours: [] },
      Date.UTC(2026, 10, 20, 5),
    );
    expect(view.today).toEqual({ kind: 'open24' });
    expect(view.week.every((d) => d.hours.kind === 'open24')).toBe(true);
  });
});
