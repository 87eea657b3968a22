// The pickup/delivery dialog's choice (spec 1 §4.3, spec 2 §4 "Scheduling in the cart"), on top of
// the shared day-list rules.

import type { OrderDay, OrderType, ValidTimeSlots } from '@owa/shared/entities';
import { TINY_MILE } from '@owa/shared/entities';
import {
  ASAP_TIME_ID,
  buildOrderDays,
  isScheduleComplete,
  PLACEHOLDER_DAY_ID,
  reconcileSchedule,
  type ScheduleChoice,
} from '../../../domain/scheduling/order-days';

export interface ScheduleModelInput {
  slots: ValidTimeSlots;
  orderType: OrderType;
  now: number;
  zone: string;
  manualScheduling: boolean;
  provider: string | null;
  saved: { scheduledDay: string | null; scheduledTime: string | null };
}

export interface ScheduleModel {
  days: OrderDay[];
  /** ASAP can be chosen (today offers it, scheduling is not manual). */
  asapAvailable: boolean;
  /** Only ASAP: TINY_MILE cannot schedule (spec 1 §4.3). */
  asapOnly: boolean;
  initial: ScheduleChoice;
}

export function scheduleModel(input: ScheduleModelInput): ScheduleModel {
  const manual = input.manualScheduling && input.orderType !== 'DINE_IN';
  const days = buildOrderDays({ ...input, manualScheduling: manual });
  const asapAvailable = days.some((day) => day.times.some((time) => time.id === ASAP_TIME_ID));
  const asapOnly = input.orderType === 'DELIVERY' && input.provider === TINY_MILE;
  const initial = asapOnly
    ? asapChoice(days)
    : reconcileSchedule({
        days,
        saved: input.saved,
        isOrderTypeSwitch: false,
        manualScheduling: manual,
        zone: input.zone,
      });
  return { days, asapAvailable, asapOnly, initial };
}

/** Today's ASAP when offered; otherwise nothing chosen. */
export function asapChoice(days: readonly OrderDay[]): ScheduleChoice {
  const today = days.find((day) => day.times.some((time) => time.id === ASAP_TIME_ID));
  return today
    ? { mode: 'asap', dayId: today.id, timeId: ASAP_TIME_ID }
    : { mode: 'asap', dayId: null, timeId: null };
}

/** The times a scheduled order can take on a day (ASAP is the other mode). */
export function scheduledTimes(days: readonly OrderDay[], dayId: string | null) {
  return days.find((day) => day.id === dayId)?.times.filter((time) => time.id !== ASAP_TIME_ID) ?? [];
}

/** Switching to Schedule: the placeholder with manual scheduling, else the first real slot. */
export function scheduledChoice(days: readonly OrderDay[]): ScheduleChoice {
  const first = days[0];
  if (!first || first.id === PLACEHOLDER_DAY_ID)
    return { mode: 'scheduled', dayId: first?.id ?? null, timeId: null };
  return pickDay(days, first.id);
}

/** Changing the day clears the time, unless the day has exactly one (spec 1 §4.3). */
export function pickDay(days: readonly OrderDay[], dayId: string): ScheduleChoice {
  const times = scheduledTimes(days, dayId);
  return { mode: 'scheduled', dayId, timeId: times.length === 1 ? (times[0]?.id ?? null) : null };
}

export function canConfirm(choice: ScheduleChoice): boolean {
  return isScheduleComplete(choice);
}
