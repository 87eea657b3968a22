// The server cart's validTimeSlots (spec 2 §3, §4 "Scheduling in the cart", spec 1 §4.3): computed
// from plain data so the API and the tests call the same function.
import type { TimeSlot, ValidTimeSlots } from '../../entities/cart.js';
import type { OrderType } from '../../entities/menu.js';
import { matchesScheduleItem, readScheduleItems, type ScheduleLike } from '../availability/schedule.js';
import {
  disabledUntil,
  isOffHoursOrderAllowed,
  isOrderTypeSupported,
  type OrderTypeStore,
  storeSchedulingLimitHours,
} from '../order-type/index.js';
import {
  isOpenForOrderType,
  localClock,
  MINUTES_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  OPENING_LEEWAY_MINUTES,
  openIntervals,
  storeTimeZone,
} from '../store-hours/index.js';

export const SLOT_MINUTES = 15;
export const SLOTS_PER_DAY = MINUTES_PER_DAY / SLOT_MINUTES;
/** A delivery slot is shown as a 30-minute window starting at the slot. */
export const DELIVERY_WINDOW_MINUTES = 30;
/** Days offered when neither the menu nor the store sets a scheduling limit: today and six more. */
export const DEFAULT_SCHEDULING_DAYS = 7;
/** Robot delivery cannot be scheduled (spec 1 §4.3, spec 2 §4). */
export const UNSCHEDULABLE_DELIVERY_PROVIDER = 'TINY_MILE';

/** Menu fields that shape the slots. */
export interface SchedulingMenu {
  ignoreStoreHours?: boolean | null | undefined;
  scheduledPickupTimeLimitInHours?: number | null | undefined;
  scheduledDeliveryTimeLimitInHours?: number | null | undefined;
  schedule?: ScheduleLike | null | undefined;
}

/** Scheduling is not allowed for delivery by TINY_MILE. */
export function isSchedulingAllowed(orderType: OrderType, deliveryProvider?: string | null): boolean {
  return !(orderType === 'DELIVERY' && deliveryProvider === UNSCHEDULABLE_DELIVERY_PROVIDER);
}

/** The menu's scheduling limit for the type in hours, or null: 0 or absent means none (spec 2 §5). */
export function menuSchedulingLimitHours(
  menu: SchedulingMenu | null | undefined,
  orderType: OrderType,
): number | null {
  const limit =
    orderType === 'PICKUP'
      ? menu?.scheduledPickupTimeLimitInHours
      : orderType === 'DELIVERY'
        ? menu?.scheduledDeliveryTimeLimitInHours
        : null;
  return typeof limit === 'number' && limit > 0 ? limit : null;
}

/** The tighter of the menu's and the store's limits, in hours; null when neither sets one. */
export function schedulingLimitHours(
  store: OrderTypeStore,
  menu: SchedulingMenu | null | undefined,
  orderType: OrderType,
): number | null {
  const limits = [
    menuSchedulingLimitHours(menu, orderType),
    storeSchedulingLimitHours(store, orderType),
  ].filter((limit): limit is number => limit !== null);
  return limits.length > 0 ? Math.min(...limits) : null;
}

export interface ValidTimeSlotsInput {
  store: OrderTypeStore;
  orderType: OrderType;
  now: number;
  menu?: SchedulingMenu | null;
  deliveryProvider?: string | null;
  /** Local days offered, today included; defaults to DEFAULT_SCHEDULING_DAYS. */
  days?: number;
}

const SLOT_MS = SLOT_MINUTES * MS_PER_MINUTE;

/** Groups sorted quarter-hour indexes into runs, end exclusive. */
export function toSlotRuns(indexes: readonly number[]): TimeSlot[] {
  const runs: TimeSlot[] = [];
  for (const index of indexes) {
    const last = runs[runs.length - 1];
    if (last && index === last.end) last.end = index + 1;
    else if (!last || index > last.end) runs.push({ start: index, end: index + 1 });
  }
  return runs;
}

/** Expands runs back to quarter-hour indexes. */
export function slotIndexes(runs: readonly TimeSlot[]): number[] {
  return runs.flatMap((run) =>
    Array.from({ length: Math.max(0, run.end - run.start) }, (_, i) => run.start + i),
  );
}

/**
 * The days and 15-minute slots at which an order of this type may be scheduled, and whether ASAP
 * is allowed now. A slot is offered when it is after now, within the scheduling limit and the
 * offered days, inside the store's opening for the type (leeway included, holidays excluded, or any
 * time when the menu ignores store hours) and inside the menu's schedule. Nothing is offered while
 * the type is unsupported or disabled by the merchant, or when the store is closed and off-hours
 * orders of the type are not allowed. Dine-in is never scheduled and always allowed now; TINY_MILE
 * delivery is never scheduled.
 */
export function validTimeSlots(input: ValidTimeSlotsInput): ValidTimeSlots {
  const { store, orderType, now, menu } = input;
  const none: ValidTimeSlots = { day_slots: [], asapAllowed: false };
  if (!isOrderTypeSupported(store, orderType)) return none;
  if (orderType === 'DINE_IN') return { day_slots: [], asapAllowed: true };
  if (disabledUntil(store, orderType, now) !== null) return none;

  const zone = storeTimeZone(store);
  const ignoreStoreHours = menu?.ignoreStoreHours === true;
  const openNow = isOpenForOrderType(store, orderType, now, { ignoreStoreHours });
  if (!openNow && !isOffHoursOrderAllowed(store, orderType, { now, ignoreStoreHours })) return none;
  const scheduleItems = readScheduleItems(menu?.schedule);
  const inMenuSchedule = (t: number): boolean =>
    scheduleItems.length === 0 || scheduleItems.some((item) => matchesScheduleItem(item, t, zone));
  const asapAllowed = openNow && inMenuSchedule(now);
  if (!isSchedulingAllowed(orderType, input.deliveryProvider)) return { day_slots: [], asapAllowed };

  const dayCount = Math.max(1, Math.floor(input.days ?? DEFAULT_SCHEDULING_DAYS));
  const limitHours = schedulingLimitHours(store, menu, orderType);
  const limitEnd = limitHours === null ? Number.POSITIVE_INFINITY : now + limitHours * MS_PER_HOUR;
  const horizon = Math.min(limitEnd, now + (dayCount + 1) * 24 * MS_PER_HOUR);
  const clock = localClock(zone);
  const today = clock(now).day;

  const byDay = new Map<number, Set<number>>();
  const intervals = openIntervals(store, now, horizon, {
    ignoreStoreHours,
    leewayMinutes: ignoreStoreHours ? 0 : OPENING_LEEWAY_MINUTES[orderType],
  });
  for (const interval of intervals) {
    // Quarter hours of UTC are quarter hours of every zone the data holds (offsets are multiples
    // of 15 minutes), so slots can step on absolute time.
    const first = Math.floor(Math.max(interval.start, now) / SLOT_MS) * SLOT_MS;
    for (let t = first; t < interval.end && t <= horizon; t += SLOT_MS) {
      if (t <= now || t < interval.start) continue;
      const { day, minutes } = clock(t);
      const dateOffset = day - today;
      if (dateOffset >= dayCount) break;
      if (!inMenuSchedule(t)) continue;
      const set = byDay.get(dateOffset) ?? new Set<number>();
      set.add(Math.floor(minutes / SLOT_MINUTES));
      byDay.set(dateOffset, set);
    }
  }

  const day_slots = [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([dateOffset, set]) => ({ dateOffset, time_slots: toSlotRuns([...set].sort((a, b) => a - b)) }));
  return { day_slots, asapAllowed };
}

/** Neither ASAP nor any slot: the cart's "store is closed or has no slots" error (spec 2 §5). */
export function hasNoOrderingTime(slots: ValidTimeSlots): boolean {
  return slots.asapAllowed !== true && slots.day_slots.every((day) => day.time_slots.length === 0);
}
