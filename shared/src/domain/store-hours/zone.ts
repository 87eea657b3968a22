// Time-zone arithmetic for the rules: every rule reasons in the store's wall clock, whatever the
// device's zone. moment-timezone's core build is imported without its bundled database so the
// browser only carries the zones of zone-data.ts; when the full package is also loaded (the API
// imports 'moment-timezone'), both share one instance and the full data wins.
import moment from 'moment-timezone/moment-timezone.js';
import { ZONE_DATA } from './zone-data.js';

export const DEFAULT_TIME_ZONE = 'America/Toronto';

export const MINUTES_PER_DAY = 1440;
export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 3_600_000;

/** A calendar date in a store's zone, as YYYY-MM-DD. */
export type LocalDate = string;

export interface PackedZoneData {
  version?: string;
  zones: readonly string[];
  links: readonly string[];
}

let bundledDataLoaded = false;

/** Adds packed zone data without replacing zones that are already known (the full data, if loaded). */
export function loadZoneData(data: PackedZoneData): void {
  const known = new Set(moment.tz.names().map((name) => name.toLowerCase()));
  const zones = data.zones.filter((packed) => !known.has((packed.split('|')[0] ?? '').toLowerCase()));
  const links = data.links.filter((link) => link.split('|').some((name) => !known.has(name.toLowerCase())));
  if (zones.length > 0) moment.tz.add(zones.slice());
  if (links.length > 0) moment.tz.link(links.slice());
}

/** The moment instance with at least the bundled zones; loading is lazy so importing stays side-effect free. */
export function tzMoment(): typeof moment {
  if (!bundledDataLoaded) {
    bundledDataLoaded = true;
    loadZoneData(ZONE_DATA);
  }
  return moment;
}

export function isKnownTimeZone(name: string): boolean {
  return tzMoment().tz.zone(name) !== null;
}

/**
 * The store's zone: timeZone or timezone, else America/Toronto (spec 1 §9). An unknown name also
 * falls back to the default, because guessing UTC would shift every hour of a North American store.
 */
export function storeTimeZone(store: {
  timeZone?: string | null | undefined;
  timezone?: string | null | undefined;
}): string {
  const name = store.timeZone ?? store.timezone;
  return name && isKnownTimeZone(name) ? name : DEFAULT_TIME_ZONE;
}

export interface LocalParts {
  date: LocalDate;
  /** 1-7, Sunday to Saturday (spec 1 §9). */
  dow: number;
  /** Minutes since local midnight, 0-1439. */
  minutes: number;
}

/** The zone's offset from UTC at an instant, in minutes east of UTC (Toronto in winter: -300). */
export function utcOffsetMinutes(instant: number, zone: string): number {
  const data = tzMoment().tz.zone(zone);
  // moment-timezone counts minutes west of UTC, like Date#getTimezoneOffset.
  return data ? -data.utcOffset(instant) : 0;
}

/**
 * Local date, weekday and minutes from the zone offset alone: the slot and schedule rules call this
 * hundreds of times per answer, and building a moment each time made validTimeSlots ten times slower.
 */
export function localParts(instant: number, zone: string): LocalParts {
  const local = new Date(instant + utcOffsetMinutes(instant, zone) * MS_PER_MINUTE);
  return {
    date: local.toISOString().slice(0, 10),
    dow: local.getUTCDay() + 1,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** A wall-clock reading: days since 1970-01-01 and minutes since midnight, both local. */
export interface LocalDayMinutes {
  day: number;
  minutes: number;
}

const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

/**
 * The zone's wall clock for many instants: the zone is looked up once and the day comes as a
 * number, so a caller stepping through a week of slots builds no date text (localParts and
 * daysBetween per slot were most of the cost of pricing a cart). Reads the same as localParts.
 */
export function localClock(zone: string): (instant: number) => LocalDayMinutes {
  const data = tzMoment().tz.zone(zone);
  return (instant) => {
    const local = instant - (data ? data.utcOffset(instant) : 0) * MS_PER_MINUTE;
    const day = Math.floor(local / MS_PER_DAY);
    return { day, minutes: Math.floor((local - day * MS_PER_DAY) / MS_PER_MINUTE) };
  };
}

export function localDateOf(instant: number, zone: string): LocalDate {
  return localParts(instant, zone).date;
}

function dateParts(date: LocalDate): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 1970, (m ?? 1) - 1, d ?? 1];
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m, d + days)).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  const [ya, ma, da] = dateParts(a);
  const [yb, mb, db] = dateParts(b);
  return Math.round((Date.UTC(yb, mb, db) - Date.UTC(ya, ma, da)) / (MINUTES_PER_DAY * MS_PER_MINUTE));
}

/** 1-7, Sunday to Saturday. */
export function dayNumberOf(date: LocalDate): number {
  const [y, m, d] = dateParts(date);
  return new Date(Date.UTC(y, m, d)).getUTCDay() + 1;
}

/**
 * The instant at which the wall clock of `zone` shows `minutes` after midnight of `date`; minutes of
 * 1440 or more run into the following days. A wall time skipped by a DST jump resolves the way
 * moment-timezone does (moved forward by the gap); a repeated one takes its first occurrence.
 */
export function instantAt(date: LocalDate, minutes: number, zone: string): number {
  const key = `${zone} ${date} ${minutes}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  if (instants.size >= INSTANT_CACHE_LIMIT) instants.clear();
  const instant = computeInstantAt(date, minutes, zone);
  instants.set(key, instant);
  return instant;
}

/**
 * Wall times already turned into instants. A moment per call was the most of a store page's
 * order-type and hours checks (tens of ms on a phone, in the load's long tasks: issue 18), and the
 * same few days' openings are asked again by every check. A zone's rules never change once known
 * (loadZoneData adds, never replaces), so an answer stays true; the bound only caps the memory.
 */
const instants = new Map<string, number>();
const INSTANT_CACHE_LIMIT = 4_096;

function computeInstantAt(date: LocalDate, minutes: number, zone: string): number {
  const dayShift = Math.floor(minutes / MINUTES_PER_DAY);
  const rest = minutes - dayShift * MINUTES_PER_DAY;
  const [y, m, d] = dateParts(dayShift === 0 ? date : addDays(date, dayShift));
  // What `moment.tz([y, m, d, h, mm], zone)` does, without building two moments: read the wall time
  // as UTC, then add the zone's offset for that wall time (`parse` resolves gaps and repeats).
  const wallAsUtc = Date.UTC(y, m, d, Math.floor(rest / 60), rest % 60);
  // An unknown zone reads as UTC, as moment-timezone does (callers pass storeTimeZone's names).
  const rules = tzMoment().tz.zone(zone);
  return rules === null ? wallAsUtc : wallAsUtc + rules.parse(wallAsUtc) * MS_PER_MINUTE;
}

/** Local midnight starting `date`. */
export function startOfLocalDay(date: LocalDate, zone: string): number {
  return instantAt(date, 0, zone);
}

const LOCAL_FORMATS = [
  'YYYY-MM-DDTHH:mm:ss.SSS',
  'YYYY-MM-DDTHH:mm:ss',
  'YYYY-MM-DDTHH:mm',
  'YYYY-MM-DD HH:mm:ss.SSS',
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD',
];

/**
 * Reads a time stamp from the API: epoch milliseconds, an ISO text with an offset (absolute), or a
 * local date-time without offset (read on the store's wall clock). Returns null when unreadable.
 */
export function parseInstant(value: string | number | null | undefined, zone: string): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '') return null;
  if (/^-?\d+$/.test(text)) return Number(text);
  const mz = tzMoment();
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(text)) {
    const absolute = mz.parseZone(text, mz.ISO_8601, true);
    return absolute.isValid() ? absolute.valueOf() : null;
  }
  const local = mz.tz(text, LOCAL_FORMATS, true, zone);
  return local.isValid() ? local.valueOf() : null;
}

/** Formats an instant on the store's wall clock with a moment format string. */
export function formatInZone(instant: number, zone: string, format: string): string {
  return tzMoment().tz(instant, zone).format(format);
}
