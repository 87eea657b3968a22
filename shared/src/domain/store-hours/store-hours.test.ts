import fc from 'fast-check';
import { at, everyDay, TORONTO, uptown } from '../../testing/store-clock.js';
import {
  hoursToWindow,
  hoursUntilNextOpening,
  isOpenForOrderType,
  isStoreOpen,
  nextOpeningTime,
  OPENING_LEEWAY_MINUTES,
  openIntervals,
  type StoreHoursSource,
} from './hours.js';
import {
  addDays,
  DEFAULT_TIME_ZONE,
  dayNumberOf,
  daysBetween,
  instantAt,
  localClock,
  localParts,
  MINUTES_PER_DAY,
  MS_PER_MINUTE,
  parseInstant,
  storeTimeZone,
  tzMoment,
} from './zone.js';

const downtown: StoreHoursSource = { timeZone: TORONTO, hours: everyDay(0, 24) };
// Friday (day 6) 18:00 to 02:00 Saturday, nothing else.
const lateFriday: StoreHoursSource = { timeZone: TORONTO, hours: [{ day: 6, open: 18, close: 2 }] };

describe('spec 1 §9 decimal hours, 24-hour and midnight forms', () => {
  it('reads open 0 with close 24 or 0 as 24 hours', () => {
    expect(hoursToWindow(0, 24)).toEqual({ start: 0, end: 1440 });
    expect(hoursToWindow(0, 0)).toEqual({ start: 0, end: 1440 });
  });
  it('reads a close of 0 or 24 as midnight', () => {
    expect(hoursToWindow(7, 0)).toEqual({ start: 420, end: 1440 });
    expect(hoursToWindow(7, 24)).toEqual({ start: 420, end: 1440 });
  });
  it('reads decimals as fractions of an hour', () => {
    expect(hoursToWindow(7.5, 23.25)).toEqual({ start: 450, end: 1395 });
  });
  it('runs a close before the open past midnight', () => {
    expect(hoursToWindow(18, 2)).toEqual({ start: 1080, end: 1560 });
  });
  it('reads an equal open and close as 24 hours from the open', () => {
    expect(hoursToWindow(9, 9)).toEqual({ start: 540, end: 1980 });
  });
});

describe('spec 2 §4 Store open/closed', () => {
  it('is open from the opening minute and closed from the closing minute', () => {
    expect(isStoreOpen(uptown, at('2026-11-20 06:59'))).toBe(false);
    expect(isStoreOpen(uptown, at('2026-11-20 07:00'))).toBe(true);
    expect(isStoreOpen(uptown, at('2026-11-20 22:59'))).toBe(true);
    expect(isStoreOpen(uptown, at('2026-11-20 23:00'))).toBe(false);
  });

  it('counts the tail of yesterday hours (18:00-02:00)', () => {
    // 2026-11-20 is a Friday.
    expect(isStoreOpen(lateFriday, at('2026-11-20 17:59'))).toBe(false);
    expect(isStoreOpen(lateFriday, at('2026-11-20 18:00'))).toBe(true);
    expect(isStoreOpen(lateFriday, at('2026-11-21 01:59'))).toBe(true);
    expect(isStoreOpen(lateFriday, at('2026-11-21 02:00'))).toBe(false);
    expect(isStoreOpen(lateFriday, at('2026-11-21 18:30'))).toBe(false);
  });

  it('is open around the clock for 24-hour stores, midnight included', () => {
    expect(isStoreOpen(downtown, at('2026-11-20 00:00'))).toBe(true);
    expect(isStoreOpen(downtown, at('2026-11-20 23:59'))).toBe(true);
  });

  it('is closed all day on a holiday without a time range', () => {
    expect(isStoreOpen(uptown, at('2026-12-24 12:00'))).toBe(true);
    expect(isStoreOpen(uptown, at('2026-12-25 12:00'))).toBe(false);
    expect(isStoreOpen(uptown, at('2026-12-26 07:00'))).toBe(true);
  });

  it('opens only within the range on a holiday with a time range', () => {
    const shortDay = {
      ...uptown,
      catalogHolidayHours: [{ date: '2026-12-24', timeRange: { start: 10, end: 14 } }],
    };
    expect(isStoreOpen(shortDay, at('2026-12-24 09:59'))).toBe(false);
    expect(isStoreOpen(shortDay, at('2026-12-24 10:00'))).toBe(true);
    expect(isStoreOpen(shortDay, at('2026-12-24 14:00'))).toBe(false);
  });

  it("cuts yesterday's tail at midnight when today is a holiday", () => {
    const store = { ...lateFriday, catalogHolidayHours: [{ date: '2026-11-21' }] };
    expect(isStoreOpen(store, at('2026-11-20 23:59'))).toBe(true);
    expect(isStoreOpen(store, at('2026-11-21 00:30'))).toBe(false);
  });

  it('is open whenever a menu ignores store hours, except on a holiday', () => {
    expect(isStoreOpen(uptown, at('2026-11-20 03:00'), { ignoreStoreHours: true })).toBe(true);
    expect(isStoreOpen(uptown, at('2026-12-25 12:00'), { ignoreStoreHours: true })).toBe(false);
  });

  it('is closed when the store has no hours at all', () => {
    expect(isStoreOpen({ timeZone: TORONTO }, at('2026-11-20 12:00'))).toBe(false);
  });

  it('prefers orderStoreHours to the posted hours for ordering', () => {
    const store = { ...uptown, orderStoreHours: everyDay(8, 22) };
    expect(isStoreOpen(store, at('2026-11-20 07:30'))).toBe(false);
    expect(isStoreOpen(store, at('2026-11-20 08:00'))).toBe(true);
  });
});

describe('spec 2 §4 leeway after opening (30 pickup, 45 delivery, 0 dine-in)', () => {
  it('has the spec values', () => {
    expect(OPENING_LEEWAY_MINUTES).toEqual({ PICKUP: 30, DELIVERY: 45, DINE_IN: 0 });
  });
  it('opens each order type after its leeway', () => {
    expect(isOpenForOrderType(uptown, 'DINE_IN', at('2026-11-20 07:00'))).toBe(true);
    expect(isOpenForOrderType(uptown, 'PICKUP', at('2026-11-20 07:29'))).toBe(false);
    expect(isOpenForOrderType(uptown, 'PICKUP', at('2026-11-20 07:30'))).toBe(true);
    expect(isOpenForOrderType(uptown, 'DELIVERY', at('2026-11-20 07:44'))).toBe(false);
    expect(isOpenForOrderType(uptown, 'DELIVERY', at('2026-11-20 07:45'))).toBe(true);
  });
  it('never applies the leeway at midnight inside a 24-hour run', () => {
    expect(isOpenForOrderType(downtown, 'DELIVERY', at('2026-11-20 00:05'))).toBe(true);
  });
  it('applies the leeway after a holiday closes a 24-hour store', () => {
    const store = { ...downtown, catalogHolidayHours: [{ date: '2026-12-25' }] };
    expect(isOpenForOrderType(store, 'PICKUP', at('2026-12-26 00:10'))).toBe(false);
    expect(isOpenForOrderType(store, 'PICKUP', at('2026-12-26 00:30'))).toBe(true);
  });
  it('has no leeway for a menu that ignores store hours', () => {
    expect(isOpenForOrderType(uptown, 'DELIVERY', at('2026-12-26 00:00'), { ignoreStoreHours: true })).toBe(
      true,
    );
  });
});

describe("spec 2 §4 the store's own time zone, whatever the device's zone", () => {
  const losAngeles = { timeZone: 'America/Los_Angeles', hours: everyDay(7, 23) };
  it('reads hours on the store wall clock', () => {
    // 09:30 in Toronto is 06:30 in Los Angeles.
    expect(isStoreOpen(losAngeles, at('2026-11-20 09:30'))).toBe(false);
    expect(isStoreOpen(losAngeles, at('2026-11-20 10:00'))).toBe(true);
  });
  it('gives the same answers under any process time zone', () => {
    const original = process.env.TZ;
    const instants = [at('2026-11-20 09:59'), at('2026-11-20 10:00'), at('2026-11-21 02:00')];
    const answers = (): boolean[] => instants.map((t) => isStoreOpen(losAngeles, t));
    try {
      process.env.TZ = 'Asia/Tokyo';
      const tokyo = answers();
      process.env.TZ = 'Pacific/Honolulu';
      expect(answers()).toEqual(tokyo);
      expect(tokyo).toEqual([false, true, false]);
    } finally {
      process.env.TZ = original;
    }
  });
  it('defaults to America/Toronto when the zone is missing or unknown', () => {
    expect(DEFAULT_TIME_ZONE).toBe(TORONTO);
    expect(storeTimeZone({})).toBe(TORONTO);
    expect(storeTimeZone({ timeZone: 'Mars/Olympus_Mons' })).toBe(TORONTO);
    expect(storeTimeZone({ timezone: 'Asia/Taipei' })).toBe('Asia/Taipei');
    expect(storeTimeZone({ timeZone: 'Canada/Pacific' })).toBe('Canada/Pacific');
  });
  it('handles the spring-forward day (23 hours) and fall-back day (25 hours)', () => {
    const spring = openIntervals(downtown, at('2026-03-08 12:00'), at('2026-03-08 12:00'));
    expect(spring).toHaveLength(1);
    const store = { timeZone: TORONTO, hours: [{ day: 1, open: 0, close: 24 }] };
    const [springSunday] = openIntervals(store, at('2026-03-08 12:00'), at('2026-03-08 12:00'));
    expect(springSunday && (springSunday.end - springSunday.start) / 3_600_000).toBe(23);
    const [fallSunday] = openIntervals(store, at('2026-11-01 12:00'), at('2026-11-01 12:00'));
    expect(fallSunday && (fallSunday.end - fallSunday.start) / 3_600_000).toBe(25);
  });
});

describe('spec 2 §4 next opening time', () => {
  it('is now while open', () => {
    const now = at('2026-11-20 12:00');
    expect(nextOpeningTime(uptown, 'PICKUP', now)).toBe(now);
    expect(hoursUntilNextOpening(uptown, 'PICKUP', now)).toBe(0);
  });
  it('is the next opening plus the leeway of the type', () => {
    const now = at('2026-11-20 23:30');
    expect(nextOpeningTime(uptown, 'DINE_IN', now)).toBe(at('2026-11-21 07:00'));
    expect(nextOpeningTime(uptown, 'PICKUP', now)).toBe(at('2026-11-21 07:30'));
    expect(hoursUntilNextOpening(uptown, 'DELIVERY', now)).toBe(8.25);
  });
  it('skips holidays', () => {
    expect(nextOpeningTime(uptown, 'DINE_IN', at('2026-12-24 23:30'))).toBe(at('2026-12-26 07:00'));
  });
  it('is null when the store never opens', () => {
    expect(nextOpeningTime({ timeZone: TORONTO, hours: [] }, 'PICKUP', at('2026-11-20 12:00'))).toBeNull();
    expect(hoursUntilNextOpening({ timeZone: TORONTO }, 'PICKUP', at('2026-11-20 12:00'))).toBeNull();
  });
});

describe('spec 2 §4 reading time stamps from the API', () => {
  it('reads epoch ms, ISO with offset, and local text on the store clock', () => {
    expect(parseInstant(1_700_000_000_000, TORONTO)).toBe(1_700_000_000_000);
    expect(parseInstant('1700000000000', TORONTO)).toBe(1_700_000_000_000);
    expect(parseInstant('2026-11-20T17:00:00Z', TORONTO)).toBe(Date.UTC(2026, 10, 20, 17));
    expect(parseInstant('2026-11-20T12:00:00-05:00', TORONTO)).toBe(Date.UTC(2026, 10, 20, 17));
    expect(parseInstant('2026-11-20 12:00', TORONTO)).toBe(Date.UTC(2026, 10, 20, 17));
    expect(parseInstant('2026-11-20', TORONTO)).toBe(Date.UTC(2026, 10, 20, 5));
  });
  it('gives null for nothing or garbage', () => {
    expect(parseInstant(null, TORONTO)).toBeNull();
    expect(parseInstant('', TORONTO)).toBeNull();
    expect(parseInstant('next tuesday', TORONTO)).toBeNull();
    expect(parseInstant(Number.NaN, TORONTO)).toBeNull();
  });
});

// ---- property-based checks against a brute-force reading of the same rules ----

const ZONES = [
  'America/Toronto',
  'America/Vancouver',
  'America/St_Johns',
  'America/Regina',
  'Asia/Tokyo',
  'Europe/Paris',
  'Australia/Sydney',
];
const quarterHour = fc.integer({ min: 0, max: 96 }).map((q) => q / 4);
const hoursEntry = fc.record({ day: fc.integer({ min: 1, max: 7 }), open: quarterHour, close: quarterHour });
const FROM = Date.UTC(2024, 0, 1);
const TO = Date.UTC(2036, 0, 1);
const storeArb = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    hours: fc.array(hoursEntry, { maxLength: 10 }),
    now: fc.integer({ min: FROM, max: TO }),
    holidayOffset: fc.option(fc.integer({ min: -2, max: 3 }), { nil: undefined }),
    holidayRange: fc.option(fc.record({ start: quarterHour, end: quarterHour }), { nil: undefined }),
  })
  .map(({ timeZone, hours, now, holidayOffset, holidayRange }) => {
    const today = localParts(now, timeZone).date;
    const catalogHolidayHours =
      holidayOffset === undefined
        ? []
        : [{ date: addDays(today, holidayOffset), timeRange: holidayRange ?? null }];
    return { store: { timeZone, hours, catalogHolidayHours } as StoreHoursSource, now };
  });

/** The rule read literally on the wall clock of one minute. */
function wallClockOpen(store: StoreHoursSource, t: number): boolean {
  const zone = storeTimeZone(store);
  const { date, minutes } = localParts(t, zone);
  const holidayWindows = (d: string) =>
    (store.catalogHolidayHours ?? [])
      .filter((h) => h.date === d)
      .flatMap((h) => (h.timeRange ? [hoursToWindow(h.timeRange.start, h.timeRange.end)] : []));
  const isHolidayDate = (d: string) => (store.catalogHolidayHours ?? []).some((h) => h.date === d);
  const windows = (d: string) =>
    isHolidayDate(d)
      ? holidayWindows(d)
      : (store.hours ?? [])
          .filter((e) => e.day === dayNumberOf(d))
          .map((e) => hoursToWindow(e.open, e.close));
  if (isHolidayDate(date)) return windows(date).some((w) => w.start <= minutes && minutes < w.end);
  if (windows(date).some((w) => w.start <= minutes && minutes < w.end)) return true;
  return windows(addDays(date, -1)).some((w) => w.end > MINUTES_PER_DAY && minutes < w.end - MINUTES_PER_DAY);
}

/** Open for a type: every minute back through the leeway was open. */
function bruteForceOpenFor(store: StoreHoursSource, leeway: number, t: number): boolean {
  for (let k = 0; k <= leeway; k += 1) if (!wallClockOpen(store, t - k * MS_PER_MINUTE)) return false;
  return true;
}

/** Wall-clock reasoning and absolute intervals differ only inside a DST jump; skip those nows. */
function farFromOffsetChange(zone: string, t: number): boolean {
  const z = tzMoment().tz.zone(zone);
  if (!z) return false;
  const offset = z.utcOffset(t);
  return [-3, -2, -1, 1, 2].every((d) => z.utcOffset(t + d * 86_400_000) === offset);
}

describe('spec 2 §4 Store open/closed agrees with a brute-force minute scan (property)', () => {
  it('isOpenForOrderType matches the wall-clock rule for arbitrary stores, zones and nows', () => {
    fc.assert(
      fc.property(
        storeArb,
        fc.constantFrom('PICKUP' as const, 'DELIVERY' as const, 'DINE_IN' as const),
        ({ store, now }, type) => {
          fc.pre(farFromOffsetChange(store.timeZone ?? DEFAULT_TIME_ZONE, now));
          const minuteNow = now - (now % MS_PER_MINUTE);
          expect(isOpenForOrderType(store, type, minuteNow)).toBe(
            bruteForceOpenFor(store, OPENING_LEEWAY_MINUTES[type], minuteNow),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('nextOpeningTime is open, and no earlier quarter hour is', () => {
    fc.assert(
      fc.property(storeArb, ({ store, now }) => {
        const zone = store.timeZone ?? DEFAULT_TIME_ZONE;
        fc.pre(farFromOffsetChange(zone, now) && farFromOffsetChange(zone, now + 3 * 86_400_000));
        const minuteNow = now - (now % (15 * MS_PER_MINUTE));
        const next = nextOpeningTime(store, 'PICKUP', minuteNow);
        const limit = minuteNow + 3 * 86_400_000;
        if (next !== null && next <= limit) expect(bruteForceOpenFor(store, 30, next)).toBe(true);
        const end = next === null ? limit : Math.min(next, limit);
        for (let t = minuteNow; t < end; t += 15 * MS_PER_MINUTE) {
          expect(bruteForceOpenFor(store, 30, t)).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('spec 2 §4 time-zone data subset (property)', () => {
  it('the bundled zones give the same offsets as the full moment-timezone data for 2020-2040', () => {
    // The full database, read without loading it into the shared instance.
    const latest = require('moment-timezone/data/packed/latest.json') as { zones: string[]; links: string[] };
    const Zone = tzMoment().tz.Zone as unknown as new (packed: string) => { utcOffset(t: number): number };
    const fullZone = (name: string): { utcOffset(t: number): number } => {
      const target = latest.links.map((l) => l.split('|')).find(([, alias]) => alias === name)?.[0] ?? name;
      const packed = latest.zones.find((p) => p.split('|')[0] === target);
      if (!packed) throw new Error(`no full data for ${name}`);
      return new Zone(packed);
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES, 'America/Montreal', 'US/Pacific', 'Asia/Saigon'),
        fc.integer({ min: Date.UTC(2020, 0, 2), max: Date.UTC(2040, 11, 30) }),
        (zone, t) => {
          expect(tzMoment().tz.zone(zone)?.utcOffset(t)).toBe(fullZone(zone).utcOffset(t));
        },
      ),
      { numRuns: 500 },
    );
  });
  it('instantAt and localParts are inverse on ordinary days', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: FROM, max: TO }), (zone, t) => {
        fc.pre(farFromOffsetChange(zone, t));
        const minute = t - (t % MS_PER_MINUTE);
        const { date, minutes } = localParts(minute, zone);
        expect(instantAt(date, minutes, zone)).toBe(minute);
      }),
    );
  });
  it('instantAt reads a wall time as moment-timezone does, inside DST gaps and repeats too', () => {
    // Each DST change of each zone, ± a few hours of wall time around it, plus any other minute.
    const changes = ZONES.flatMap((zone) => {
      const { untils } = tzMoment().tz.zone(zone) ?? { untils: [] };
      return untils.filter((until) => until > FROM && until < TO).map((until) => ({ zone, until }));
    });
    expect(changes.length).toBeGreaterThan(10);
    fc.assert(
      fc.property(
        fc.constantFrom(...changes),
        fc.integer({ min: -180, max: 180 }),
        fc.boolean(),
        ({ zone, until }, shift, nearChange) => {
          const around = nearChange ? until + shift * MS_PER_MINUTE : FROM + (until % (TO - FROM));
          const { date, minutes } = localParts(around - (around % MS_PER_MINUTE), zone);
          const [y, m, d] = date.split('-').map(Number) as [number, number, number];
          const byMoment = tzMoment()
            .tz([y, m - 1, d, Math.floor(minutes / 60), minutes % 60], zone)
            .valueOf();
          expect(instantAt(date, minutes, zone)).toBe(byMoment);
          // A wall time one hour on, often inside the gap or the repeated hour.
          const later = minutes + 60;
          const [ly, lm, ld] = (later >= 1440 ? addDays(date, 1) : date).split('-').map(Number) as [
            number,
            number,
            number,
          ];
          const laterByMoment = tzMoment()
            .tz([ly, lm - 1, ld, Math.floor((later % 1440) / 60), later % 60], zone)
            .valueOf();
          expect(instantAt(date, later, zone)).toBe(laterByMoment);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('localClock, the wall clock read many times', () => {
  it('reads the same day and minutes as localParts, across DST changes and in any zone', () => {
    const epochDate = '1970-01-01';
    fc.assert(
      fc.property(
        fc.constantFrom(TORONTO, 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'UTC'),
        fc.integer({ min: Date.UTC(1960, 0, 1), max: Date.UTC(2040, 0, 1) }),
        (zone, instant) => {
          const parts = localParts(instant, zone);
          const read = localClock(zone)(instant);
          expect(read).toEqual({ day: daysBetween(epochDate, parts.date), minutes: parts.minutes });
        },
      ),
    );
  });
});
