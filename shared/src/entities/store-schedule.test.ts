import * as v from 'valibot';
import { GroupSchema } from './group.js';
import { HolidayHoursSchema, ScheduleSchema, StoreHoursEntrySchema } from './schedule.js';
import { StoreSchema } from './store.js';

const downtown = {
  storeId: 1001,
  groupId: 'G1001',
  slug: 'maple-downtown',
  name: 'Maple Downtown',
  timeZone: 'America/Toronto',
  hours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: 0, close: 24 })),
  features: { pickupSupported: true, deliverySupported: true, dineInSupported: true },
  settings: { orderSettings: { allowOffHourPickup: false }, somethingNew: { x: 1 } },
  futureField: 'kept or dropped, never an error',
};

describe('spec 1 §3 Store entity at the API boundary', () => {
  it('accepts a store with unknown extra fields and keeps the typed ones', () => {
    const store = v.parse(StoreSchema, downtown);
    expect(store.storeId).toBe(1001);
    expect(store.hours).toHaveLength(7);
    expect(store.features?.pickupSupported).toBe(true);
  });

  it('accepts null for optional fields, as the API leaves absent values null', () => {
    expect(v.safeParse(StoreSchema, { storeId: '1002', name: 'Maple Uptown', settings: null }).success).toBe(
      true,
    );
  });

  it('rejects a store without a name or with hours outside 0-24', () => {
    expect(v.safeParse(StoreSchema, { storeId: 1 }).success).toBe(false);
    expect(
      v.safeParse(StoreSchema, { storeId: 1, name: 'x', hours: [{ day: 1, open: 7, close: 25 }] }).success,
    ).toBe(false);
  });
});

describe('spec 1 §9 store hours entries', () => {
  it('takes day numbers 1-7 only', () => {
    expect(v.safeParse(StoreHoursEntrySchema, { day: 0, open: 0, close: 24 }).success).toBe(false);
    expect(v.safeParse(StoreHoursEntrySchema, { day: 8, open: 0, close: 24 }).success).toBe(false);
    expect(v.safeParse(StoreHoursEntrySchema, { day: 7, open: 7.5, close: 23 }).success).toBe(true);
  });
});

describe('spec 2 §4 Store open/closed: holiday hours', () => {
  it('accepts a holiday with or without a time range, and a YYYY-MM-DD date only', () => {
    expect(v.safeParse(HolidayHoursSchema, { date: '2026-12-25' }).success).toBe(true);
    expect(
      v.safeParse(HolidayHoursSchema, { date: '2026-12-24', timeRange: { start: 7, end: 15 } }).success,
    ).toBe(true);
    expect(v.safeParse(HolidayHoursSchema, { date: '25/12/2026' }).success).toBe(false);
  });
});

describe('spec 1 §3 Schedule items', () => {
  it('accepts DAYS_OF_WEEK and DATE_TIME_RANGE items', () => {
    const schedule = {
      items: [
        { type: 'DAYS_OF_WEEK', days: ['SATURDAY', 'SUNDAY'], timeRange: [{ start: 9, end: 15 }] },
        { type: 'DATE_TIME_RANGE', startDateTimeStr: '2026-12-24 10:00', endDateTimeStr: '2026-12-24 14:00' },
      ],
    };
    expect(v.parse(ScheduleSchema, schedule).items).toHaveLength(2);
  });

  it('rejects an unknown schedule type and an unknown day name', () => {
    expect(v.safeParse(ScheduleSchema, { items: [{ type: 'WEEKLY' }] }).success).toBe(false);
    expect(v.safeParse(ScheduleSchema, { items: [{ type: 'DAYS_OF_WEEK', days: ['SAT'] }] }).success).toBe(
      false,
    );
  });
});

describe('spec 1 §3 Group entity', () => {
  it('accepts the demo group with its stores and links', () => {
    const group = v.parse(GroupSchema, {
      groupId: 'G1001',
      groupName: 'Maple & Co.',
      slug: 'maple-co',
      languages: [{ code: 'en', selected: true }, { code: 'fr' }, { code: 'zh' }],
      stores: [downtown],
      settings: {
        owaSettings: { externalSettings: { topBannerExternalLinks: [{ label: 'STORE_LOGO', link: '/' }] } },
      },
    });
    expect(group.stores?.[0]?.name).toBe('Maple Downtown');
  });
});
