// Schedule matching: DAYS_OF_WEEK and DATE_TIME_RANGE items (spec 1 §3, §4.4, §5).
import * as v from 'valibot';
import {
  type DateTimeRangeScheduleItem,
  type DaysOfWeekScheduleItem,
  type ScheduleItem,
  ScheduleItemSchema,
  WEEKDAY_NAMES,
} from '../../entities/schedule.js';
import {
  addDays,
  hoursToWindow,
  instantAt,
  localParts,
  MINUTES_PER_DAY,
  parseInstant,
} from '../store-hours/index.js';
import { type RuleLogger, silentLogger } from './logger.js';

/** Any object with schedule items: menu, category, item and charge schedules all have this shape. */
export interface ScheduleLike {
  items?: readonly unknown[] | null | undefined;
}

/** The items that parse; an unreadable item is reported and ignored, not allowed to block ordering. */
export function readScheduleItems(
  schedule: ScheduleLike | null | undefined,
  logger: RuleLogger = silentLogger,
): ScheduleItem[] {
  const items: ScheduleItem[] = [];
  for (const raw of schedule?.items ?? []) {
    const parsed = v.safeParse(ScheduleItemSchema, raw);
    if (parsed.success) items.push(parsed.output);
    else logger.warn('Ignoring an unreadable schedule item', raw);
  }
  return items;
}

/** 1-7 (Sunday to Saturday) of a weekday name. */
export function weekdayNumber(name: (typeof WEEKDAY_NAMES)[number]): number {
  return WEEKDAY_NAMES.indexOf(name) + 1;
}

/**
 * A DAYS_OF_WEEK item covers an instant when one of its ranges on a listed day covers the local
 * time, a range running past midnight covering the early hours of the next day, like store hours.
 * No range means the whole day.
 */
export function matchesDaysOfWeek(item: DaysOfWeekScheduleItem, instant: number, zone: string): boolean {
  const { dow, minutes } = localParts(instant, zone);
  const days = new Set(item.days.map(weekdayNumber));
  const yesterdayDow = ((dow + 5) % 7) + 1;
  const ranges = item.timeRange && item.timeRange.length > 0 ? item.timeRange : [{ start: 0, end: 24 }];
  return ranges.some((range) => {
    const w = hoursToWindow(range.start, range.end);
    if (days.has(dow) && w.start <= minutes && minutes < w.end) return true;
    return days.has(yesterdayDow) && w.end > MINUTES_PER_DAY && minutes < w.end - MINUTES_PER_DAY;
  });
}

/** A date-only end reads as the end of that day, so '2026-12-24' to '2026-12-24' is that whole day. */
function rangeEnd(text: string, zone: string): number | null {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return instantAt(addDays(trimmed, 1), 0, zone);
  return parseInstant(trimmed, zone);
}

/** A DATE_TIME_RANGE item covers instants from its start (inclusive) to its end (exclusive). */
export function matchesDateTimeRange(
  item: DateTimeRangeScheduleItem,
  instant: number,
  zone: string,
  logger: RuleLogger = silentLogger,
): boolean {
  const start = parseInstant(item.startDateTimeStr, zone);
  const end = rangeEnd(item.endDateTimeStr, zone);
  if (start === null || end === null) {
    logger.warn('Ignoring a schedule range with an unreadable date', item);
    return false;
  }
  return start <= instant && instant < end;
}

export function matchesScheduleItem(
  item: ScheduleItem,
  instant: number,
  zone: string,
  logger: RuleLogger = silentLogger,
): boolean {
  return item.type === 'DAYS_OF_WEEK'
    ? matchesDaysOfWeek(item, instant, zone)
    : matchesDateTimeRange(item, instant, zone, logger);
}

/**
 * A schedule allows an instant when it has no readable items (no restriction) or any item covers it
 * (spec 1 §5: "a DAYS_OF_WEEK item matches by day and time range; a DATE_TIME_RANGE item matches
 * between its two datetimes").
 */
export function matchesSchedule(
  schedule: ScheduleLike | null | undefined,
  instant: number,
  zone: string,
  logger: RuleLogger = silentLogger,
): boolean {
  const items = readScheduleItems(schedule, logger);
  if (items.length === 0) return true;
  return items.some((item) => matchesScheduleItem(item, instant, zone, logger));
}
