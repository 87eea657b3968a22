// Store open/closed (spec 2 §4 "Store open/closed", spec 1 §9).
import type { OrderType } from '../../entities/menu.js';
import type { HolidayHours, StoreHoursEntry } from '../../entities/schedule.js';
import {
  addDays,
  dayNumberOf,
  instantAt,
  type LocalDate,
  localDateOf,
  MINUTES_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  storeTimeZone,
} from './zone.js';

/** Minutes after opening before an order of this type can be served (spec 2 §4, §9). */
export const OPENING_LEEWAY_MINUTES: Readonly<Record<OrderType, number>> = {
  PICKUP: 30,
  DELIVERY: 45,
  DINE_IN: 0,
};

/** How far ahead the rules look for the next opening: a month covers any run of holidays. */
export const NEXT_OPENING_SEARCH_DAYS = 31;

/** The store fields the hours rules read; a Store is one. */
export interface StoreHoursSource {
  timeZone?: string | null | undefined;
  timezone?: string | null | undefined;
  hours?: readonly StoreHoursEntry[] | null | undefined;
  orderStoreHours?: readonly StoreHoursEntry[] | null | undefined;
  catalogHolidayHours?: readonly HolidayHours[] | null | undefined;
}

/** An opening window of one local date: minutes after its midnight, end exclusive, end may pass 1440. */
export interface DayWindow {
  start: number;
  end: number;
}

/** A stretch of absolute time, epoch ms, end exclusive. */
export interface Interval {
  start: number;
  end: number;
}

/**
 * Decimal open/close hours to a window. open 0 with close 0 or 24 is 24 hours; a close of 0 or 24 is
 * midnight; a close before the open runs past midnight; an equal open and close (other than 0) is
 * read as 24 hours from the open, like the 0/0 form, rather than as a day without hours.
 */
export function hoursToWindow(open: number, close: number): DayWindow {
  let start = Math.round(open * 60);
  let end = Math.round(close * 60);
  if (start >= MINUTES_PER_DAY) start = 0;
  if (start === 0 && (end === 0 || end === MINUTES_PER_DAY)) return { start: 0, end: MINUTES_PER_DAY };
  if (end === 0) end = MINUTES_PER_DAY;
  if (end <= start) end += MINUTES_PER_DAY;
  return { start, end };
}

/** The hours that govern ordering: orderStoreHours when the store has them, else its posted hours. */
export function orderingHours(store: StoreHoursSource): readonly StoreHoursEntry[] {
  return store.orderStoreHours && store.orderStoreHours.length > 0
    ? store.orderStoreHours
    : (store.hours ?? []);
}

export function holidayOn(store: StoreHoursSource, date: LocalDate): HolidayHours[] {
  return (store.catalogHolidayHours ?? []).filter((holiday) => holiday.date === date);
}

export function isHoliday(store: StoreHoursSource, date: LocalDate): boolean {
  return holidayOn(store, date).length > 0;
}

export interface WindowOptions {
  /** A menu that ignores store hours opens every non-holiday day around the clock. */
  ignoreStoreHours?: boolean;
  /** Which hours list to read; ordering rules use the ordering hours. */
  hours?: readonly StoreHoursEntry[];
}

/**
 * The windows that start on `date`: the holiday ranges on a holiday (none when a holiday has no
 * range), otherwise the weekday's entries. Windows are clipped at the next midnight when the next
 * day is a holiday, because a holiday closes its whole date, including yesterday's tail.
 */
export function windowsOn(
  store: StoreHoursSource,
  date: LocalDate,
  options: WindowOptions = {},
): DayWindow[] {
  const holidays = holidayOn(store, date);
  let windows: DayWindow[];
  if (holidays.length > 0) {
    windows = holidays.flatMap((holiday) =>
      holiday.timeRange ? [hoursToWindow(holiday.timeRange.start, holiday.timeRange.end)] : [],
    );
  } else if (options.ignoreStoreHours) {
    windows = [{ start: 0, end: MINUTES_PER_DAY }];
  } else {
    const dow = dayNumberOf(date);
    windows = (options.hours ?? orderingHours(store))
      .filter((entry) => entry.day === dow)
      .map((entry) => hoursToWindow(entry.open, entry.close));
  }
  if (isHoliday(store, addDays(date, 1))) {
    windows = windows
      .map((w) => ({ start: w.start, end: Math.min(w.end, MINUTES_PER_DAY) }))
      .filter((w) => w.end > w.start);
  }
  return windows;
}

export interface OpenIntervalOptions extends WindowOptions {
  /** Minutes cut from the start of every continuous opening (the order type's leeway). */
  leewayMinutes?: number;
}

/**
 * The merged stretches of opening that overlap [from, to], in the store's zone. Windows that touch
 * (one day's 0-24 and the next) merge into one opening, so the leeway applies only after a real
 * opening, never at midnight inside a 24-hour run.
 */
export function openIntervals(
  store: StoreHoursSource,
  from: number,
  to: number,
  options: OpenIntervalOptions = {},
): Interval[] {
  const zone = storeTimeZone(store);
  const leeway = (options.leewayMinutes ?? 0) * MS_PER_MINUTE;
  // Look back far enough that an opening which began before `from` is seen whole (with its leeway).
  const firstDate = addDays(localDateOf(from, zone), -2);
  const lastDate = addDays(localDateOf(to, zone), 1);
  const raw: Interval[] = [];
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    for (const window of windowsOn(store, date, options)) {
      const start = instantAt(date, window.start, zone);
      const end = instantAt(date, window.end, zone);
      if (end > start) raw.push({ start, end });
    }
  }
  raw.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: Interval[] = [];
  for (const interval of raw) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged
    .map((interval) => ({ start: interval.start + leeway, end: interval.end }))
    .filter((interval) => interval.end > interval.start && interval.end > from && interval.start <= to);
}

export interface OpenCheckOptions {
  ignoreStoreHours?: boolean;
}

/** Open for an order type: the store is open and has been for at least the type's leeway. */
export function isOpenForOrderType(
  store: StoreHoursSource,
  orderType: OrderType,
  now: number,
  options: OpenCheckOptions = {},
): boolean {
  return openIntervals(store, now, now, {
    ignoreStoreHours: options.ignoreStoreHours ?? false,
    leewayMinutes: options.ignoreStoreHours ? 0 : OPENING_LEEWAY_MINUTES[orderType],
  }).some((interval) => interval.start <= now && now < interval.end);
}

/** The store itself is open (no leeway): today's hours or the tail of yesterday's cover now. */
export function isStoreOpen(store: StoreHoursSource, now: number, options: OpenCheckOptions = {}): boolean {
  return isOpenForOrderType(store, 'DINE_IN', now, options);
}

/**
 * When orders of this type can next be served: now if open, else the next opening plus leeway, or
 * null when the store does not open within NEXT_OPENING_SEARCH_DAYS.
 */
export function nextOpeningTime(
  store: StoreHoursSource,
  orderType: OrderType,
  now: number,
  options: OpenCheckOptions = {},
): number | null {
  const intervals = openIntervals(store, now, now + NEXT_OPENING_SEARCH_DAYS * 24 * MS_PER_HOUR, {
    ignoreStoreHours: options.ignoreStoreHours ?? false,
    leewayMinutes: options.ignoreStoreHours ? 0 : OPENING_LEEWAY_MINUTES[orderType],
  });
  for (const interval of intervals) {
    if (interval.end <= now) continue;
    return Math.max(interval.start, now);
  }
  return null;
}

/** Hours from now until the next opening for this type (0 when open), or null when none is found. */
export function hoursUntilNextOpening(
  store: StoreHoursSource,
  orderType: OrderType,
  now: number,
  options: OpenCheckOptions = {},
): number | null {
  const next = nextOpeningTime(store, orderType, now, options);
  return next === null ? null : (next - now) / MS_PER_HOUR;
}
