// Test support: stores with posted hours and instants given as wall-clock text in their zone, as
// the store-hours rules' tests (here and in the menu's today's-hours chip) state their cases.

import type { StoreHoursSource } from '../domain/store-hours/hours.js';
import { tzMoment } from '../domain/store-hours/zone.js';
import type { StoreHoursEntry } from '../entities/schedule.js';

export const TORONTO = 'America/Toronto';

/** The same hours on each of the seven days. */
export const everyDay = (open: number, close: number): StoreHoursEntry[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close }));

/** An instant given as wall-clock text in a zone. */
export const at = (text: string, zone = TORONTO): number =>
  tzMoment().tz(text, 'YYYY-MM-DD HH:mm', true, zone).valueOf();

/** Open 7:00 to 23:00 every day in Toronto, closed on Christmas Day 2026. */
export const uptown: StoreHoursSource = {
  timeZone: TORONTO,
  hours: everyDay(7, 23),
  catalogHolidayHours: [{ date: '2026-12-25' }],
};
