import type { ValidTimeSlots } from '@owa/shared/entities';
import { PLACEHOLDER_DAY_ID } from '../../../domain/scheduling/order-days';
import {
  asapChoice,
  canConfirm,
  pickDay,
  type ScheduleModelInput,
  scheduledChoice,
  scheduledTimes,
  scheduleModel,
} from './schedule-choice';

const ZONE = 'America/Toronto';
// Sunday 2026-11-22, 16:50 in Toronto.
const NOW = Date.parse('2026-11-22T21:50:00Z');
// Today 17:00-18:00 (slots 68-72), tomorrow 11:00-11:30 (44-46): the API's 15-minute units.
const slots: ValidTimeSlots = {
  asapAllowed: true,
  day_slots: [
    { dateOffset: 0, time_slots: [{ start: 68, end: 72 }] },
    { dateOffset: 1, time_slots: [{ start: 44, end: 46 }] },
  ],
};
const input: ScheduleModelInput = {
  slots,
  orderType: 'PICKUP',
  now: NOW,
  zone: ZONE,
  manualScheduling: false,
  provider: null,
  saved: { scheduledDay: null, scheduledTime: null },
};

describe('pickup/delivery dialog choice (spec 1 §4.3, spec 2 §4 "Scheduling in the cart")', () => {
  it('without a saved time: today and ASAP, ASAP available', () => {
    const model = scheduleModel(input);
    expect(model.asapAvailable).toBe(true);
    expect(model.initial).toEqual({ mode: 'asap', dayId: '2026-11-22', timeId: 'now' });
  });

  it('manual scheduling (store 1002): the placeholder day first and chosen, no ASAP, Done refused', () => {
    const model = scheduleModel({ ...input, manualScheduling: true });
    expect(model.days[0]?.id).toBe(PLACEHOLDER_DAY_ID);
    expect(model.asapAvailable).toBe(false);
    expect(model.initial).toEqual({ mode: 'scheduled', dayId: PLACEHOLDER_DAY_ID, timeId: null });
    expect(canConfirm(model.initial)).toBe(false);
    expect(scheduledChoice(model.days)).toEqual({
      mode: 'scheduled',
      dayId: PLACEHOLDER_DAY_ID,
      timeId: null,
    });
  });

  it('a saved choice is reconciled by date, then by hour and minute', () => {
    const model = scheduleModel({ ...input, saved: { scheduledDay: '2026-11-23', scheduledTime: '11:15' } });
    expect(model.initial).toEqual({ mode: 'scheduled', dayId: '2026-11-23', timeId: '11:15' });
    const gone = scheduleModel({ ...input, saved: { scheduledDay: '2026-11-23', scheduledTime: '09:00' } });
    // The day still exists, its first time replaces a time that no longer does.
    expect(gone.initial).toEqual({ mode: 'scheduled', dayId: '2026-11-23', timeId: '11:00' });
    const pastDay = scheduleModel({
      ...input,
      saved: { scheduledDay: '2026-11-20', scheduledTime: '11:15' },
    });
    expect(pastDay.initial.mode).toBe('asap');
  });

  it('changing the day clears the time, unless the day has exactly one; Done needs both', () => {
    const { days } = scheduleModel(input);
    expect(pickDay(days, '2026-11-22')).toEqual({ mode: 'scheduled', dayId: '2026-11-22', timeId: null });
    expect(scheduledTimes(days, '2026-11-23').map((t) => t.id)).toEqual(['11:00', '11:15']);
    const oneSlot = scheduleModel({
      ...input,
      slots: { asapAllowed: false, day_slots: [{ dateOffset: 1, time_slots: [{ start: 44, end: 45 }] }] },
    });
    expect(pickDay(oneSlot.days, '2026-11-23')).toEqual({
      mode: 'scheduled',
      dayId: '2026-11-23',
      timeId: '11:00',
    });
    expect(canConfirm({ mode: 'scheduled', dayId: '2026-11-23', timeId: null })).toBe(false);
    expect(canConfirm({ mode: 'scheduled', dayId: '2026-11-23', timeId: '11:00' })).toBe(true);
  });

  it('TINY_MILE delivery cannot schedule: ASAP only; delivery slots read as 30-minute windows', () => {
    const robot = scheduleModel({ ...input, orderType: 'DELIVERY', provider: 'TINY_MILE' });
    expect(robot.asapOnly).toBe(true);
    expect(robot.initial).toEqual(asapChoice(robot.days));
    const courier = scheduleModel({ ...input, orderType: 'DELIVERY', provider: 'COURIER' });
    expect(courier.asapOnly).toBe(false);
    expect(courier.days[0]?.times[1]?.label).toBe('5:00 pm - 5:30 pm');
  });

  it('no slot and no ASAP: nothing to choose, Done refused', () => {
    const none = scheduleModel({ ...input, slots: { asapAllowed: false, day_slots: [] } });
    expect(none.days).toEqual([]);
    expect(canConfirm(none.initial)).toBe(false);
  });
});
