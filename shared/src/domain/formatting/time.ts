// Times in 12-hour am/pm and the weekly hours text (spec 1 §9, spec 2 §4).
import type { StoreHoursEntry } from '../../entities/schedule.js';
import { hoursToWindow, MINUTES_PER_DAY } from '../store-hours/index.js';

/** Minutes after midnight as '7:00 am', '12:30 pm'; midnight (0 or 1440) is '12:00 am'. */
export function formatClockMinutes(minutes: number): string {
  const inDay = ((Math.round(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours24 = Math.floor(inDay / 60);
  const mins = inDay % 60;
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(mins).padStart(2, '0')} ${hours24 < 12 ? 'am' : 'pm'}`;
}

/** Decimal hours (7.5) as '7:30 am'. */
export function formatDecimalHour(hour: number): string {
  return formatClockMinutes(hour * 60);
}

/** Day abbreviations of the hours list, indexed by day number 1-7 (Sunday to Saturday). */
export const DAY_ABBREVIATIONS: Readonly<Record<number, string>> = {
  1: 'Sun',
  2: 'Mon',
  3: 'Tues',
  4: 'Wed',
  5: 'Thurs',
  6: 'Fri',
  7: 'Sat',
};

/** The hours list starts on Monday, as the spec lists the abbreviations. */
export const WEEK_DISPLAY_ORDER: readonly number[] = [2, 3, 4, 5, 6, 7, 1];

export const OPEN_24_HOURS_TEXT = 'Open 24 hours';
export const CLOSED_TEXT = 'Closed';

export interface WeeklyHoursLine {
  /** 1-7, Sunday to Saturday. */
  day: number;
  label: string;
  /** '7:00 am - 11:00 pm', several windows joined by ', ', 'Open 24 hours' or 'Closed'. */
  text: string;
}

/** Text of one weekday's windows. */
export function dayHoursText(entries: readonly StoreHoursEntry[]): string {
  const windows = entries.map((e) => hoursToWindow(e.open, e.close)).sort((a, b) => a.start - b.start);
  if (windows.length === 0) return CLOSED_TEXT;
  if (windows.some((w) => w.end - w.start >= MINUTES_PER_DAY)) return OPEN_24_HOURS_TEXT;
  return windows.map((w) => `${formatClockMinutes(w.start)} - ${formatClockMinutes(w.end)}`).join(', ');
}

/** The weekly hours of the tooltip and hours list, Monday first (spec 1 §2.4-2.5, spec 2 §4). */
export function weeklyHoursText(hours: readonly StoreHoursEntry[] | null | undefined): WeeklyHoursLine[] {
  return WEEK_DISPLAY_ORDER.map((day) => ({
    day,
    label: DAY_ABBREVIATIONS[day] ?? '',
    text: dayHoursText((hours ?? []).filter((entry) => entry.day === day)),
  }));
}
