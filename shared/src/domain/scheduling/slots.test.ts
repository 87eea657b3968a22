import fc from 'fast-check';
import type { ValidTimeSlots } from '../../entities/cart.js';
import type { StoreHoursEntry } from '../../entities/schedule.js';
import type { OrderTypeStore } from '../order-type/index.js';
import {
  addDays,
  instantAt,
  isOpenForOrderType,
  localDateOf,
  MS_PER_HOUR,
  storeTimeZone,
  tzMoment,
} from '../store-hours/index.js';
import {
  DEFAULT_SCHEDULING_DAYS,
  DELIVERY_WINDOW_MINUTES,
  hasNoOrderingTime,
  isSchedulingAllowed,
  SLOT_MINUTES,
  SLOTS_PER_DAY,
  schedulingLimitHours,
  slotIndexes,
  toSlotRuns,
  validTimeSlots,
} from './slots.js';

const TORONTO = 'America/Toronto';
const at = (text: string, zone = TORONTO): number =>
  tzMoment().tz(text, 'YYYY-MM-DD HH:mm', true, zone).valueOf();
const everyDay = (open: number, close: number): StoreHoursEntry[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close }));
const q = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return ((h ?? 0) * 60 + (m ?? 0)) / 15;
};
// Demo store 1002: 07:00-23:00, pickup and dine-in, off-hours pickup with a 24-hour limit.
const uptown: OrderTypeStore = {
  timeZone: TORONTO,
  hours: everyDay(7, 23),
  catalogHolidayHours: [{ date: '2026-12-25' }],
  features: { pickupSupported: true, dineInSupported: true },
  settings: {
    orderSettings: {
      allowOffHourPickup: true,
      scheduledOrderTimeLimitInHours: 24,
      scheduleTakeoutDatetimeManually: true,
    },
  },
};
const allTypes = (hours: StoreHoursEntry[], orderSettings = {}): OrderTypeStore => ({
  timeZone: TORONTO,
  hours,
  features: { pickupSupported: true, deliverySupported: true, dineInSupported: true },
  settings: { orderSettings },
});

describe('spec 2 §4 Scheduling in the cart: slot constants', () => {
  it('uses 15-minute slots, 96 a day, and 30-minute delivery windows', () => {
    expect(SLOT_MINUTES).toBe(15);
    expect(SLOTS_PER_DAY).toBe(96);
    expect(DELIVERY_WINDOW_MINUTES).toBe(30);
  });
  it('groups quarter-hour indexes into runs and back', () => {
    expect(toSlotRuns([1, 2, 3, 7, 8, 95])).toEqual([
      { start: 1, end: 4 },
      { start: 7, end: 9 },
      { start: 95, end: 96 },
    ]);
    expect(slotIndexes([{ start: 94, end: 96 }])).toEqual([94, 95]);
    expect(toSlotRuns([])).toEqual([]);
  });
});

describe('spec 2 §3 validTimeSlots from store hours, leeway, limits (demo store 1002)', () => {
  it('offers ASAP and the rest of today and tomorrow up to the 24-hour limit while open', () => {
    expect(validTimeSlots({ store: uptown, orderType: 'PICKUP', now: at('2026-11-20 12:00') })).toEqual({
      asapAllowed: true,
      day_slots: [
        { dateOffset: 0, time_slots: [{ start: q('12:15'), end: q('23:00') }] },
        { dateOffset: 1, time_slots: [{ start: q('07:30'), end: q('12:15') }] },
      ],
    });
  });
  it('starts after now, not at it', () => {
    const slots = validTimeSlots({ store: uptown, orderType: 'PICKUP', now: at('2026-11-20 12:07') });
    expect(slots.day_slots[0]?.time_slots[0]?.start).toBe(q('12:15'));
  });
  it('offers only later slots when closed and off-hours pickup is allowed', () => {
    expect(validTimeSlots({ store: uptown, orderType: 'PICKUP', now: at('2026-11-20 23:30') })).toEqual({
      asapAllowed: false,
      day_slots: [{ dateOffset: 1, time_slots: [{ start: q('07:30'), end: q('23:00') }] }],
    });
  });
  it('offers nothing when closed and off-hours is not allowed', () => {
    const store = allTypes(everyDay(7, 23));
    expect(validTimeSlots({ store, orderType: 'PICKUP', now: at('2026-11-20 23:30') })).toEqual({
      day_slots: [],
      asapAllowed: false,
    });
  });
  it('starts delivery 45 minutes after opening and pickup 30', () => {
    const store = allTypes(everyDay(7, 23), { allowOffHourPickup: true, allowOffHourDelivery: true });
    const now = at('2026-11-20 05:00');
    expect(validTimeSlots({ store, orderType: 'DELIVERY', now }).day_slots[0]?.time_slots[0]?.start).toBe(
      q('07:45'),
    );
    expect(validTimeSlots({ store, orderType: 'PICKUP', now }).day_slots[0]?.time_slots[0]?.start).toBe(
      q('07:30'),
    );
  });
  it('offers nothing while the merchant disabled the type, or when the store lacks it', () => {
    const paused = allTypes(everyDay(0, 24), { onlineDeliveryDisabledUntil: '2026-11-20 15:00' });
    expect(validTimeSlots({ store: paused, orderType: 'DELIVERY', now: at('2026-11-20 12:00') })).toEqual({
      day_slots: [],
      asapAllowed: false,
    });
    expect(validTimeSlots({ store: uptown, orderType: 'DELIVERY', now: at('2026-11-20 12:00') })).toEqual({
      day_slots: [],
      asapAllowed: false,
    });
  });
  it('never schedules dine-in, which is always allowed now', () => {
    expect(validTimeSlots({ store: uptown, orderType: 'DINE_IN', now: at('2026-11-20 23:30') })).toEqual({
      day_slots: [],
      asapAllowed: true,
    });
  });
});

describe('spec 2 §5 the store is closed or has no slots', () => {
  it('is true only without ASAP and without any slot', () => {
    expect(hasNoOrderingTime({ day_slots: [], asapAllowed: false })).toBe(true);
    expect(hasNoOrderingTime({ day_slots: [], asapAllowed: null })).toBe(true);
    expect(hasNoOrderingTime({ day_slots: [], asapAllowed: true })).toBe(false);
    expect(
      hasNoOrderingTime({
        day_slots: [{ dateOffset: 1, time_slots: [{ start: 30, end: 31 }] }],
        asapAllowed: false,
      }),
    ).toBe(false);
  });
});

describe('spec 1 §4.3 no scheduling for delivery with TINY_MILE', () => {
  it('is refused only for TINY_MILE delivery', () => {
    expect(isSchedulingAllowed('DELIVERY', 'TINY_MILE')).toBe(false);
    expect(isSchedulingAllowed('DELIVERY', 'COURIER')).toBe(true);
    expect(isSchedulingAllowed('PICKUP', 'TINY_MILE')).toBe(true);
  });
  it('offers ASAP only', () => {
    const store = allTypes(everyDay(0, 24));
    expect(
      validTimeSlots({
        store,
        orderType: 'DELIVERY',
        now: at('2026-11-20 12:00'),
        deliveryProvider: 'TINY_MILE',
      }),
    ).toEqual({
      day_slots: [],
      asapAllowed: true,
    });
  });
});

describe('spec 2 §5 per-menu scheduling limits in hours (0 = none)', () => {
  const store = allTypes(everyDay(0, 24));
  const now = at('2026-11-20 12:00');
  it('ends the slots at now plus the menu limit', () => {
    const slots = validTimeSlots({
      store,
      orderType: 'PICKUP',
      now,
      menu: { scheduledPickupTimeLimitInHours: 2 },
    });
    expect(slots.day_slots).toEqual([
      { dateOffset: 0, time_slots: [{ start: q('12:15'), end: q('14:15') }] },
    ]);
  });
  it('uses the delivery limit for delivery and ignores 0', () => {
    const menu = { scheduledPickupTimeLimitInHours: 2, scheduledDeliveryTimeLimitInHours: 0 };
    expect(validTimeSlots({ store, orderType: 'DELIVERY', now, menu }).day_slots).toHaveLength(
      DEFAULT_SCHEDULING_DAYS,
    );
    expect(schedulingLimitHours(store, menu, 'DELIVERY')).toBeNull();
    expect(schedulingLimitHours(store, menu, 'PICKUP')).toBe(2);
  });
  it('takes the tighter of the menu and store limits', () => {
    const limited = allTypes(everyDay(0, 24), { scheduledOrderTimeLimitInHours: 5 });
    expect(schedulingLimitHours(limited, { scheduledPickupTimeLimitInHours: 10 }, 'PICKUP')).toBe(5);
    expect(schedulingLimitHours(limited, { scheduledPickupTimeLimitInHours: 3 }, 'PICKUP')).toBe(3);
  });
  it('offers today and six more days, whole days after today, without a limit', () => {
    const slots = validTimeSlots({ store, orderType: 'PICKUP', now });
    expect(slots.day_slots.map((d) => d.dateOffset)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(slots.day_slots[3]?.time_slots).toEqual([{ start: 0, end: 96 }]);
  });
});

describe('spec 2 §4 slots and holidays, menu schedules, ignored store hours', () => {
  it('skips a holiday', () => {
    const store = { ...uptown, settings: { orderSettings: { allowOffHourPickup: true } } };
    const slots = validTimeSlots({ store, orderType: 'PICKUP', now: at('2026-12-24 20:00'), days: 3 });
    expect(slots.day_slots.map((d) => d.dateOffset)).toEqual([0, 2]);
  });
  it("keeps only the menu's scheduled hours (BREAKFAST 07:00-11:00)", () => {
    const menu = {
      schedule: {
        items: [
          {
            type: 'DAYS_OF_WEEK',
            days: ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
            timeRange: [{ start: 7, end: 11 }],
          },
        ],
      },
    };
    const slots = validTimeSlots({ store: uptown, orderType: 'PICKUP', now: at('2026-11-20 12:00'), menu });
    expect(slots).toEqual({
      asapAllowed: false,
      day_slots: [{ dateOffset: 1, time_slots: [{ start: q('07:30'), end: q('11:00') }] }],
    });
  });
  it('offers every quarter hour when the menu ignores store hours', () => {
    const slots = validTimeSlots({
      store: uptown,
      orderType: 'PICKUP',
      now: at('2026-11-20 23:50'),
      menu: { ignoreStoreHours: true },
    });
    expect(slots.asapAllowed).toBe(true);
    // 23:50 leaves no slot today; the store's 24-hour limit ends tomorrow at 23:50.
    expect(slots.day_slots[0]).toEqual({ dateOffset: 1, time_slots: [{ start: 0, end: q('23:45') + 1 }] });
  });
  it('has 92 slots on the spring-forward day and 96 distinct ones on the fall-back day', () => {
    const store = allTypes(everyDay(0, 24));
    const count = (day: string): number => {
      const slots = validTimeSlots({ store, orderType: 'PICKUP', now: at(`${addDays(day, -1)} 12:00`) });
      return slotIndexes(slots.day_slots.find((d) => d.dateOffset === 1)?.time_slots ?? []).length;
    };
    expect(count('2026-03-08')).toBe(92);
    expect(count('2026-11-01')).toBe(96);
  });
});

// ---- properties for arbitrary stores, hours, zones, nows ----
const ZONES = [
  'America/Toronto',
  'America/Los_Angeles',
  'America/St_Johns',
  'Asia/Tokyo',
  'Europe/Paris',
  'Australia/Sydney',
];
const quarterHour = fc.integer({ min: 0, max: 96 }).map((n) => n / 4);
const storeArb = fc.record({
  timeZone: fc.constantFrom(...ZONES),
  hours: fc.array(fc.record({ day: fc.integer({ min: 1, max: 7 }), open: quarterHour, close: quarterHour }), {
    maxLength: 9,
  }),
  allowOffHourPickup: fc.boolean(),
  allowOffHourDelivery: fc.boolean(),
  limit: fc.option(fc.integer({ min: 0, max: 96 }), { nil: undefined }),
});
const caseArb = fc.record({
  s: storeArb,
  orderType: fc.constantFrom('PICKUP' as const, 'DELIVERY' as const),
  now: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2036, 0, 1) }),
  menuLimit: fc.option(fc.integer({ min: 0, max: 72 }), { nil: undefined }),
  days: fc.integer({ min: 1, max: 4 }),
});
interface StoreCase {
  timeZone: string;
  hours: StoreHoursEntry[];
  allowOffHourPickup: boolean;
  allowOffHourDelivery: boolean;
  limit: number | undefined;
}
const toStore = (s: StoreCase): OrderTypeStore => ({
  timeZone: s.timeZone,
  hours: s.hours,
  features: { pickupSupported: true, deliverySupported: true },
  settings: {
    orderSettings: {
      allowOffHourPickup: s.allowOffHourPickup,
      allowOffHourDelivery: s.allowOffHourDelivery,
      scheduledOrderTimeLimitInHours: s.limit ?? null,
      scheduledDeliveryTimeLimitInHours: s.limit ?? null,
    },
  },
});
const noDstNear = (zone: string, t: number, days: number): boolean => {
  const z = tzMoment().tz.zone(zone);
  if (!z) return false;
  const offset = z.utcOffset(t);
  return Array.from({ length: days + 4 }, (_, i) => i - 2).every(
    (d) => z.utcOffset(t + d * 86_400_000) === offset,
  );
};
/** Instants of every offered slot, in order. */
const slotInstants = (slots: ValidTimeSlots, now: number, zone: string): number[] => {
  const today = localDateOf(now, zone);
  return slots.day_slots.flatMap((day) =>
    slotIndexes(day.time_slots).map((index) => instantAt(addDays(today, day.dateOffset), index * 15, zone)),
  );
};

describe('spec 2 §4 Scheduling slots (property): sorted, 15 minutes apart, inside hours plus leeway', () => {
  it('every slot is after now, within the limit and the days, open for the type, on quarter hours', () => {
    fc.assert(
      fc.property(caseArb, ({ s, orderType, now, menuLimit, days }) => {
        const store = toStore(s);
        const zone = storeTimeZone(store);
        fc.pre(noDstNear(zone, now, days));
        const menu = {
          scheduledPickupTimeLimitInHours: menuLimit,
          scheduledDeliveryTimeLimitInHours: menuLimit,
        };
        const slots = validTimeSlots({ store, orderType, now, menu, days });
        const offsets = slots.day_slots.map((d) => d.dateOffset);
        expect([...offsets].sort((a, b) => a - b)).toEqual(offsets);
        for (const day of slots.day_slots) {
          expect(day.dateOffset).toBeLessThan(days);
          expect(day.time_slots.length).toBeGreaterThan(0);
          let previousEnd = -1;
          for (const run of day.time_slots) {
            expect(run.start).toBeGreaterThan(previousEnd);
            expect(run.end).toBeGreaterThan(run.start);
            expect(run.end).toBeLessThanOrEqual(SLOTS_PER_DAY);
            previousEnd = run.end;
          }
        }
        const instants = slotInstants(slots, now, zone);
        const limit = schedulingLimitHours(store, menu, orderType);
        instants.forEach((t, i) => {
          expect(t).toBeGreaterThan(now);
          expect(t % (15 * 60_000)).toBe(0);
          if (i > 0) expect(t - (instants[i - 1] ?? 0)).toBeGreaterThanOrEqual(15 * 60_000);
          if (limit !== null) expect(t).toBeLessThanOrEqual(now + limit * MS_PER_HOUR);
          expect(isOpenForOrderType(store, orderType, t)).toBe(true);
        });
      }),
      { numRuns: 120 },
    );
  });

  it('misses no quarter hour that is open for the type (brute-force scan)', () => {
    fc.assert(
      fc.property(caseArb, ({ s, orderType, now }) => {
        const store = toStore({
          ...s,
          allowOffHourPickup: true,
          allowOffHourDelivery: true,
          limit: undefined,
        });
        const zone = storeTimeZone(store);
        fc.pre(noDstNear(zone, now, 2));
        const slots = validTimeSlots({ store, orderType, now, days: 2 });
        const offered = new Set(slotInstants(slots, now, zone));
        const today = localDateOf(now, zone);
        const end = instantAt(addDays(today, 2), 0, zone);
        const first = Math.floor(now / 900_000) * 900_000 + 900_000;
        for (let t = first; t < end; t += 900_000) {
          if (isOpenForOrderType(store, orderType, t)) expect(offered.has(t)).toBe(true);
          else expect(offered.has(t)).toBe(false);
        }
      }),
      { numRuns: 12 },
    );
  });
});
