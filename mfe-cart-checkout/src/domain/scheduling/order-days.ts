// Day and time choices of the pickup/delivery dialog and the cart (spec 1 §4.3, spec 2 §4
// "Scheduling in the cart").
import type { OrderDay, OrderTimeOption, OrderType, ValidTimeSlots } from '@owa/shared';
import {
  addDays,
  DELIVERY_WINDOW_MINUTES,
  dayNumberOf,
  formatClockMinutes,
  formatInZone,
  instantAt,
  type LocalDate,
  localDateOf,
  localParts,
  parseInstant,
  type RuleLogger,
  SLOT_MINUTES,
  silentLogger,
  slotIndexes,
} from '@owa/shared/domain';

export const PLACEHOLDER_DAY_ID = 'default';
export const PLACEHOLDER_DAY_LABEL = 'Please select a date';
export const ASAP_TIME_ID = 'now';
export const ASAP_LABEL = 'ASAP';

/** '12:15 pm', or for delivery the 30-minute window '12:15 pm - 12:45 pm'. */
export function timeSlotLabel(minutes: number, orderType: OrderType): string {
  const start = formatClockMinutes(minutes);
  return orderType === 'DELIVERY'
    ? `${start} - ${formatClockMinutes(minutes + DELIVERY_WINDOW_MINUTES)}`
    : start;
}

/** 'HH:mm' id of a time option. */
export function timeId(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 'Today', 'Tomorrow', else 'Wed, Nov 25' (English defaults; the UI may translate by dow and id). */
export function orderDayLabel(date: LocalDate, today: LocalDate, zone: string): string {
  if (date === today) return 'Today';
  if (date === addDays(today, 1)) return 'Tomorrow';
  return formatInZone(instantAt(date, 12 * 60, zone), zone, 'ddd, MMM D');
}

export interface BuildOrderDaysInput {
  slots: ValidTimeSlots;
  orderType: OrderType;
  now: number;
  zone: string;
  /** The store's scheduleTakeoutDatetimeManually. */
  manualScheduling: boolean;
}

/**
 * The day list: the placeholder day first with manual scheduling (not for dine-in), then one day
 * per day with slots. Today starts with ASAP when the server allows it and scheduling is not manual
 * (manual scheduling disables ASAP).
 */
export function buildOrderDays(input: BuildOrderDaysInput): OrderDay[] {
  const { slots, orderType, now, zone, manualScheduling } = input;
  const today = localDateOf(now, zone);
  const days: OrderDay[] = [];
  if (manualScheduling && orderType !== 'DINE_IN') {
    days.push({ id: PLACEHOLDER_DAY_ID, label: PLACEHOLDER_DAY_LABEL, dow: null, times: [] });
  }
  const asap = slots.asapAllowed === true && !manualScheduling;
  const byOffset = new Map(slots.day_slots.map((day) => [day.dateOffset, day]));
  const offsets = [...byOffset.keys()];
  if (asap && !byOffset.has(0)) offsets.push(0);
  for (const offset of offsets.sort((a, b) => a - b)) {
    const date = addDays(today, offset);
    const times: OrderTimeOption[] = [];
    if (offset === 0 && asap) times.push({ id: ASAP_TIME_ID, label: ASAP_LABEL });
    for (const index of slotIndexes(byOffset.get(offset)?.time_slots ?? [])) {
      const minutes = index * SLOT_MINUTES;
      times.push({ id: timeId(minutes), label: timeSlotLabel(minutes, orderType) });
    }
    if (times.length > 0)
      days.push({ id: date, label: orderDayLabel(date, today, zone), dow: dayNumberOf(date), times });
  }
  return days;
}

/**
 * No available days: no day other than the placeholder. The spec words it as "one entry or fewer",
 * which is the same whenever the placeholder is present; without it (automatic scheduling) a single
 * real day is still a valid choice, so it is not counted as none.
 */
export function hasNoAvailableDays(days: readonly OrderDay[]): boolean {
  return days.filter((day) => day.id !== PLACEHOLDER_DAY_ID).length === 0;
}

/** Day and time selects are disabled with 0 or 1 options. */
export function isSelectDisabled(options: readonly unknown[]): boolean {
  return options.length <= 1;
}

export interface ScheduleChoice {
  mode: 'asap' | 'scheduled';
  dayId: string | null;
  timeId: string | null;
}

/** The saved fields of checkout info. */
export interface SavedSchedule {
  scheduledDay?: string | null | undefined;
  scheduledTime?: string | null | undefined;
}

/**
 * Reads a saved scheduledTime as minutes after midnight, or 'now'. Accepts HH:mm, H:mm, 'h:mm am'
 * and ISO date-times (read on the store clock). Anything else is reported and taken as midnight
 * (spec 1 §4.3, spec 2 §4).
 */
export function parseScheduledTime(
  value: string | null | undefined,
  zone: string,
  logger: RuleLogger = silentLogger,
): number | 'now' {
  const text = (value ?? '').trim();
  if (text === ASAP_TIME_ID) return 'now';
  const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*(am|pm)?$/i.exec(text);
  if (clock) {
    let hours = Number(clock[1]);
    const minutes = Number(clock[2]);
    const meridiem = clock[3]?.toLowerCase();
    if (meridiem) hours = (hours % 12) + (meridiem === 'pm' ? 12 : 0);
    if (hours < 24 && minutes < 60 && (!meridiem || Number(clock[1]) <= 12)) return hours * 60 + minutes;
  } else if (/^\d{4}-\d{2}-\d{2}[T ]/.test(text)) {
    const instant = parseInstant(text, zone);
    if (instant !== null) return localParts(instant, zone).minutes;
  }
  logger.warn('Invalid scheduledTime, taken as midnight', value);
  return 0;
}

/** The YYYY-MM-DD of a saved scheduledDay (a date or a date-time), or null. */
export function scheduledDate(value: string | null | undefined, zone: string): LocalDate | null {
  const text = (value ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  const instant = parseInstant(text, zone);
  return instant === null ? null : localDateOf(instant, zone);
}

function firstChoice(days: readonly OrderDay[], manualScheduling: boolean): ScheduleChoice {
  const day = days[0];
  const time = day?.times[0];
  return {
    mode: manualScheduling || time?.id !== ASAP_TIME_ID ? 'scheduled' : 'asap',
    dayId: day?.id ?? null,
    timeId: time?.id ?? null,
  };
}

export interface ReconcileInput {
  days: readonly OrderDay[];
  saved: SavedSchedule;
  /** The dialog opened for a pickup/delivery switch: saved values are not reused. */
  isOrderTypeSwitch: boolean;
  manualScheduling: boolean;
  zone: string;
  logger?: RuleLogger;
}

/**
 * Opening the dialog (spec 1 §4.3): saved values are matched against the available days (by date,
 * then by hour and minute); otherwise the first day and its first time are chosen, ASAP unless
 * scheduling is manual. A matched day whose saved time is gone keeps the day and takes its first time.
 */
export function reconcileSchedule(input: ReconcileInput): ScheduleChoice {
  const { days, saved, manualScheduling, zone } = input;
  if (!input.isOrderTypeSwitch && saved.scheduledDay && saved.scheduledTime) {
    const date = scheduledDate(saved.scheduledDay, zone);
    const day = days.find((d) => d.id !== PLACEHOLDER_DAY_ID && d.id === date);
    if (day) {
      const minutes = parseScheduledTime(saved.scheduledTime, zone, input.logger);
      const wanted = minutes === 'now' ? ASAP_TIME_ID : timeId(minutes);
      const time = day.times.find((t) => t.id === wanted) ?? day.times[0];
      if (time) {
        return { mode: time.id === ASAP_TIME_ID ? 'asap' : 'scheduled', dayId: day.id, timeId: time.id };
      }
    }
  }
  return firstChoice(days, manualScheduling);
}

/** Changing the day clears the time, picking it only when the day has exactly one. */
export function chooseDay(days: readonly OrderDay[], dayId: string): ScheduleChoice {
  const day = days.find((d) => d.id === dayId);
  const only = day && day.times.length === 1 ? day.times[0] : undefined;
  return { mode: only?.id === ASAP_TIME_ID ? 'asap' : 'scheduled', dayId, timeId: only?.id ?? null };
}

/** Done closes and refreshes the cart only with both a real day and a time (spec 1 §4.3, §5). */
export function isScheduleComplete(choice: { dayId: string | null; timeId: string | null }): boolean {
  return !!choice.dayId && choice.dayId !== PLACEHOLDER_DAY_ID && !!choice.timeId;
}

/** Delivery without a schedule: the first non-placeholder day and its first time (spec 2 §4). */
export function autoPickSchedule(days: readonly OrderDay[]): ScheduleChoice | null {
  const day = days.find((d) => d.id !== PLACEHOLDER_DAY_ID && d.times.length > 0);
  const time = day?.times[0];
  if (!day || !time) return null;
  return { mode: time.id === ASAP_TIME_ID ? 'asap' : 'scheduled', dayId: day.id, timeId: time.id };
}

export type AsapResolution =
  | { kind: 'asap' }
  | { kind: 'earliest'; dayId: string; timeId: string; orderType: 'PICKUP'; notice: 'earliestDate' }
  | { kind: 'unavailable'; notice: 'notAvailable' };

/**
 * Asking for ASAP when it is not allowed falls back to the earliest slot and switches the type to
 * PICKUP (spec 1 §4.1), with the earliestDate snack; with no slot at all, the notAvailable snack.
 */
export function resolveAsapRequest(slots: ValidTimeSlots, days: readonly OrderDay[]): AsapResolution {
  if (slots.asapAllowed === true) return { kind: 'asap' };
  for (const day of days) {
    if (day.id === PLACEHOLDER_DAY_ID) continue;
    const time = day.times.find((t) => t.id !== ASAP_TIME_ID);
    if (time)
      return {
        kind: 'earliest',
        dayId: day.id,
        timeId: time.id,
        orderType: 'PICKUP',
        notice: 'earliestDate',
      };
  }
  return { kind: 'unavailable', notice: 'notAvailable' };
}

/**
 * The instant an order is for: now for ASAP or no schedule; otherwise the saved day and time on the
 * store clock (an invalid time as midnight); a moment already past is reset to now (spec 2 §4).
 */
export function scheduledInstant(
  saved: SavedSchedule,
  now: number,
  zone: string,
  logger: RuleLogger = silentLogger,
): number {
  const date = scheduledDate(saved.scheduledDay, zone);
  if (!date || !saved.scheduledTime) return now;
  const minutes = parseScheduledTime(saved.scheduledTime, zone, logger);
  if (minutes === 'now') return now;
  const instant = instantAt(date, minutes, zone);
  return Math.max(instant, now);
}

/** A saved day before today is reset to the current moment: today and ASAP (spec 1 §4.3). */
export function resetPastScheduledDay(saved: SavedSchedule, now: number, zone: string): SavedSchedule {
  const date = scheduledDate(saved.scheduledDay, zone);
  const today = localDateOf(now, zone);
  if (date !== null && date < today) return { scheduledDay: today, scheduledTime: ASAP_TIME_ID };
  return saved;
}

/** The ISO time sent as the cart's scheduledTime, or null for ASAP. */
export function scheduledTimeIso(
  saved: SavedSchedule,
  now: number,
  zone: string,
  logger?: RuleLogger,
): string | null {
  if (!saved.scheduledDay || !saved.scheduledTime || saved.scheduledTime === ASAP_TIME_ID) return null;
  return new Date(scheduledInstant(saved, now, zone, logger)).toISOString();
}

export interface ScheduleWindow {
  /** 1-7, Sunday to Saturday. */
  day: number;
  /** Decimal hours. */
  start: number;
  end: number;
}

/**
 * Schedule sort (spec 1 §4.3): today's windows that have not ended first, then by how many days
 * ahead the day is (a window of today that has ended counts as next week), then start, then end.
 */
export function sortScheduleWindows<T extends ScheduleWindow>(
  windows: readonly T[],
  now: number,
  zone: string,
): T[] {
  const { dow, minutes } = localParts(now, zone);
  const key = (w: T): [number, number] => {
    const ahead = (w.day - dow + 7) % 7;
    const endMinutes = w.end === 0 ? 24 * 60 : w.end * 60;
    const current = ahead === 0 && endMinutes > minutes;
    return [current ? 0 : 1, ahead === 0 && !current ? 7 : ahead];
  };
  return [...windows].sort((a, b) => {
    const [ca, da] = key(a);
    const [cb, db] = key(b);
    return ca - cb || da - db || a.start - b.start || a.end - b.end;
  });
}
