import type { OrderDay } from '@owa/shared';
import { tzMoment } from '@owa/shared/domain';
import {
  ASAP_TIME_ID,
  autoPickSchedule,
  buildOrderDays,
  chooseDay,
  hasNoAvailableDays,
  isScheduleComplete,
  isSelectDisabled,
  PLACEHOLDER_DAY_ID,
  PLACEHOLDER_DAY_LABEL,
  parseScheduledTime,
  reconcileSchedule,
  resetPastScheduledDay,
  resolveAsapRequest,
  scheduledInstant,
  scheduledTimeIso,
  sortScheduleWindows,
  timeSlotLabel,
} from './order-days';

const TORONTO = 'America/Toronto';
const at = (text: string): number => tzMoment().tz(text, 'YYYY-MM-DD HH:mm', true, TORONTO).valueOf();
const NOW = at('2026-11-20 12:00'); // a Friday
const slots = {
  asapAllowed: true,
  day_slots: [
    { dateOffset: 0, time_slots: [{ start: 49, end: 51 }] },
    { dateOffset: 2, time_slots: [{ start: 30, end: 31 }] },
  ],
};
const warnings = (): { warn: jest.Mock } => ({ warn: jest.fn() });

describe('spec 1 §4.3 day lists', () => {
  it('builds days with ASAP first today and 15-minute times', () => {
    const days = buildOrderDays({
      slots,
      orderType: 'PICKUP',
      now: NOW,
      zone: TORONTO,
      manualScheduling: false,
    });
    expect(days).toEqual([
      {
        id: '2026-11-20',
        label: 'Today',
        dow: 6,
        times: [
          { id: 'now', label: 'ASAP' },
          { id: '12:15', label: '12:15 pm' },
          { id: '12:30', label: '12:30 pm' },
        ],
      },
      { id: '2026-11-22', label: 'Sun, Nov 22', dow: 1, times: [{ id: '07:30', label: '7:30 am' }] },
    ]);
  });
  it('labels tomorrow', () => {
    const days = buildOrderDays({
      slots: { asapAllowed: false, day_slots: [{ dateOffset: 1, time_slots: [{ start: 0, end: 1 }] }] },
      orderType: 'PICKUP',
      now: NOW,
      zone: TORONTO,
      manualScheduling: false,
    });
    expect(days.map((d) => [d.label, d.times[0]?.label])).toEqual([['Tomorrow', '12:00 am']]);
  });
  it('puts the placeholder day first with manual scheduling, and no ASAP', () => {
    const days = buildOrderDays({
      slots,
      orderType: 'PICKUP',
      now: NOW,
      zone: TORONTO,
      manualScheduling: true,
    });
    expect(days[0]).toEqual({ id: PLACEHOLDER_DAY_ID, label: PLACEHOLDER_DAY_LABEL, dow: null, times: [] });
    expect(PLACEHOLDER_DAY_LABEL).toBe('Please select a date');
    expect(days[1]?.times.map((t) => t.id)).toEqual(['12:15', '12:30']);
  });
  it('has no placeholder for dine-in even with manual scheduling', () => {
    const days = buildOrderDays({
      slots,
      orderType: 'DINE_IN',
      now: NOW,
      zone: TORONTO,
      manualScheduling: true,
    });
    expect(days[0]?.id).toBe('2026-11-20');
  });
  it('shows delivery slots as 30-minute windows', () => {
    expect(timeSlotLabel(12 * 60 + 15, 'DELIVERY')).toBe('12:15 pm - 12:45 pm');
    expect(timeSlotLabel(23 * 60 + 45, 'DELIVERY')).toBe('11:45 pm - 12:15 am');
    expect(timeSlotLabel(0, 'PICKUP')).toBe('12:00 am');
  });
  it('gives a today with ASAP only when only ASAP is allowed (TINY_MILE)', () => {
    const days = buildOrderDays({
      slots: { asapAllowed: true, day_slots: [] },
      orderType: 'DELIVERY',
      now: NOW,
      zone: TORONTO,
      manualScheduling: false,
    });
    expect(days).toEqual([
      { id: '2026-11-20', label: 'Today', dow: 6, times: [{ id: 'now', label: 'ASAP' }] },
    ]);
  });
});

describe('spec 1 §4.3 "no available days" and disabled selects', () => {
  const placeholder: OrderDay = { id: 'default', label: PLACEHOLDER_DAY_LABEL, dow: null, times: [] };
  const day: OrderDay = {
    id: '2026-11-20',
    label: 'Today',
    dow: 6,
    times: [{ id: '12:15', label: '12:15 pm' }],
  };
  it('has no available days with only the placeholder or nothing', () => {
    expect(hasNoAvailableDays([])).toBe(true);
    expect(hasNoAvailableDays([placeholder])).toBe(true);
    expect(hasNoAvailableDays([placeholder, day])).toBe(false);
    expect(hasNoAvailableDays([day])).toBe(false);
  });
  it('disables a select with 0 or 1 options', () => {
    expect(isSelectDisabled([])).toBe(true);
    expect(isSelectDisabled([day])).toBe(true);
    expect(isSelectDisabled([day, day])).toBe(false);
  });
});

describe('spec 1 §4.3 reconciling saved day and time', () => {
  const days = buildOrderDays({
    slots,
    orderType: 'PICKUP',
    now: NOW,
    zone: TORONTO,
    manualScheduling: false,
  });
  const base = { days, isOrderTypeSwitch: false, manualScheduling: false, zone: TORONTO };
  it('matches by date, then by hour and minute', () => {
    expect(
      reconcileSchedule({ ...base, saved: { scheduledDay: '2026-11-20', scheduledTime: '12:30' } }),
    ).toEqual({ mode: 'scheduled', dayId: '2026-11-20', timeId: '12:30' });
    expect(
      reconcileSchedule({
        ...base,
        saved: { scheduledDay: '2026-11-22T10:00:00-05:00', scheduledTime: '2026-11-22T07:30:00-05:00' },
      }),
    ).toEqual({ mode: 'scheduled', dayId: '2026-11-22', timeId: '07:30' });
  });
  it('keeps a matched day and takes its first time when the saved time is gone', () => {
    expect(
      reconcileSchedule({ ...base, saved: { scheduledDay: '2026-11-22', scheduledTime: '09:00' } }),
    ).toEqual({ mode: 'scheduled', dayId: '2026-11-22', timeId: '07:30' });
  });
  it('falls back to the first day and time, ASAP unless manual', () => {
    expect(
      reconcileSchedule({ ...base, saved: { scheduledDay: '2026-11-25', scheduledTime: '09:00' } }),
    ).toEqual({ mode: 'asap', dayId: '2026-11-20', timeId: 'now' });
    expect(reconcileSchedule({ ...base, saved: {} })).toEqual({
      mode: 'asap',
      dayId: '2026-11-20',
      timeId: 'now',
    });
  });
  it('ignores saved values on an order-type switch', () => {
    expect(
      reconcileSchedule({
        ...base,
        isOrderTypeSwitch: true,
        saved: { scheduledDay: '2026-11-22', scheduledTime: '07:30' },
      }).dayId,
    ).toBe('2026-11-20');
  });
  it('starts on the placeholder day with manual scheduling', () => {
    const manualDays = buildOrderDays({
      slots,
      orderType: 'PICKUP',
      now: NOW,
      zone: TORONTO,
      manualScheduling: true,
    });
    expect(reconcileSchedule({ ...base, days: manualDays, manualScheduling: true, saved: {} })).toEqual({
      mode: 'scheduled',
      dayId: 'default',
      timeId: null,
    });
  });
});

describe('spec 2 §4 Scheduling in the cart: changing the day, completeness, delivery auto-pick', () => {
  const days: OrderDay[] = [
    { id: 'default', label: PLACEHOLDER_DAY_LABEL, dow: null, times: [] },
    { id: '2026-11-21', label: 'Tomorrow', dow: 7, times: [{ id: '09:00', label: '9:00 am' }] },
    {
      id: '2026-11-22',
      label: 'Sun',
      dow: 1,
      times: [
        { id: '09:00', label: '9:00 am' },
        { id: '09:15', label: '9:15 am' },
      ],
    },
  ];
  it('clears the time on a day change, picking it when the day has exactly one', () => {
    expect(chooseDay(days, '2026-11-21')).toEqual({
      mode: 'scheduled',
      dayId: '2026-11-21',
      timeId: '09:00',
    });
    expect(chooseDay(days, '2026-11-22')).toEqual({ mode: 'scheduled', dayId: '2026-11-22', timeId: null });
  });
  it('is complete only with a real day and a time', () => {
    expect(isScheduleComplete({ dayId: 'default', timeId: '09:00' })).toBe(false);
    expect(isScheduleComplete({ dayId: '2026-11-22', timeId: null })).toBe(false);
    expect(isScheduleComplete({ dayId: '2026-11-22', timeId: '09:00' })).toBe(true);
  });
  it('picks the first non-placeholder day and its first time for delivery without a schedule', () => {
    expect(autoPickSchedule(days)).toEqual({ mode: 'scheduled', dayId: '2026-11-21', timeId: '09:00' });
    expect(autoPickSchedule([days[0] as OrderDay])).toBeNull();
  });
});

describe('spec 1 §4.1 ASAP availability and its fallback to the earliest slot', () => {
  const days = buildOrderDays({
    slots: { ...slots, asapAllowed: false },
    orderType: 'DELIVERY',
    now: NOW,
    zone: TORONTO,
    manualScheduling: false,
  });
  it('keeps ASAP when allowed', () => {
    expect(resolveAsapRequest(slots, days)).toEqual({ kind: 'asap' });
  });
  it('falls back to the earliest slot and PICKUP when ASAP is not allowed', () => {
    expect(resolveAsapRequest({ ...slots, asapAllowed: false }, days)).toEqual({
      kind: 'earliest',
      dayId: '2026-11-20',
      timeId: '12:15',
      orderType: 'PICKUP',
      notice: 'earliestDate',
    });
  });
  it('reports notAvailable when there is no slot at all', () => {
    expect(resolveAsapRequest({ asapAllowed: false, day_slots: [] }, [])).toEqual({
      kind: 'unavailable',
      notice: 'notAvailable',
    });
  });
});

describe('spec 2 §4 invalid scheduledTime taken as midnight', () => {
  it('reads HH:mm, h:mm am/pm, ISO and now', () => {
    expect(parseScheduledTime('07:30', TORONTO)).toBe(450);
    expect(parseScheduledTime('7:30 pm', TORONTO)).toBe(1170);
    expect(parseScheduledTime('12:00 am', TORONTO)).toBe(0);
    expect(parseScheduledTime('2026-11-20T18:15:00Z', TORONTO)).toBe(13 * 60 + 15);
    expect(parseScheduledTime('now', TORONTO)).toBe('now');
  });
  it('takes anything else as midnight and logs it', () => {
    for (const bad of ['25:00', 'soon', '', null, '13:00 pm']) {
      const logger = warnings();
      expect(parseScheduledTime(bad, TORONTO, logger)).toBe(0);
      expect(logger.warn).toHaveBeenCalledTimes(1);
    }
  });
  it('schedules an invalid time at midnight of the saved day', () => {
    expect(scheduledInstant({ scheduledDay: '2026-11-22', scheduledTime: 'garbage' }, NOW, TORONTO)).toBe(
      at('2026-11-22 00:00'),
    );
  });
});

describe('spec 1 §4.3 past days reset to now', () => {
  it('resets a saved day before today to today and ASAP', () => {
    expect(
      resetPastScheduledDay({ scheduledDay: '2026-11-19', scheduledTime: '09:00' }, NOW, TORONTO),
    ).toEqual({ scheduledDay: '2026-11-20', scheduledTime: ASAP_TIME_ID });
    const today = { scheduledDay: '2026-11-20', scheduledTime: '09:00' };
    expect(resetPastScheduledDay(today, NOW, TORONTO)).toBe(today);
  });
  it('never schedules in the past', () => {
    expect(scheduledInstant({ scheduledDay: '2026-11-20', scheduledTime: '09:00' }, NOW, TORONTO)).toBe(NOW);
    expect(scheduledInstant({ scheduledDay: '2026-11-20', scheduledTime: '13:00' }, NOW, TORONTO)).toBe(
      at('2026-11-20 13:00'),
    );
    expect(scheduledInstant({}, NOW, TORONTO)).toBe(NOW);
  });
  it('sends ISO times, and null for ASAP', () => {
    expect(scheduledTimeIso({ scheduledDay: '2026-11-20', scheduledTime: '13:00' }, NOW, TORONTO)).toBe(
      '2026-11-20T18:00:00.000Z',
    );
    expect(scheduledTimeIso({ scheduledDay: '2026-11-20', scheduledTime: 'now' }, NOW, TORONTO)).toBeNull();
  });
});

describe('spec 1 §4.3 schedule sort', () => {
  it("prefers today's windows that have not ended, then earlier day, start, end", () => {
    const windows = [
      { day: 6, start: 7, end: 11 }, // today, ended at noon: next week
      { day: 1, start: 9, end: 12 },
      { day: 7, start: 10, end: 14 },
      { day: 7, start: 8, end: 9 },
      { day: 6, start: 11, end: 23 }, // today, still running
      { day: 7, start: 8, end: 8.5 },
    ];
    expect(sortScheduleWindows(windows, NOW, TORONTO)).toEqual([
      { day: 6, start: 11, end: 23 },
      { day: 7, start: 8, end: 8.5 },
      { day: 7, start: 8, end: 9 },
      { day: 7, start: 10, end: 14 },
      { day: 1, start: 9, end: 12 },
      { day: 6, start: 7, end: 11 },
    ]);
  });
});
