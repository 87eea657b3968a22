import * as v from 'valibot';
import { OrderTypeSchema } from './primitives.js';

// Order types, sale types, store hours, holidays, schedules and the scheduling shapes
// (spec 1 §3, §4.3; spec 2 §3, §4 "Store open/closed", "Scheduling in the cart").

// OrderType and SaleType are defined with the menu entities (menu.ts); they are not repeated here.

/** Decimal hours of a day, 0 to 24 inclusive (7.5 is 07:30; 24 is the following midnight). */
export const DecimalHourSchema = v.pipe(v.number(), v.minValue(0), v.maxValue(24));

/** Day numbers 1-7 go Sunday to Saturday (spec 1 §9). */
export const DayNumberSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7));
export type DayNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * One opening window of a weekday. open 0 with close 24 (or 0) is 24 hours; a close of 0 or 24 is
 * midnight; a close before the open runs past midnight into the next day (spec 2 §4).
 * Several entries for the same day describe split shifts.
 */
export const StoreHoursEntrySchema = v.looseObject({
  day: DayNumberSchema,
  open: DecimalHourSchema,
  close: DecimalHourSchema,
});
export type StoreHoursEntry = v.InferOutput<typeof StoreHoursEntrySchema>;

export const HourRangeSchema = v.looseObject({
  start: DecimalHourSchema,
  end: DecimalHourSchema,
});
export type HourRange = v.InferOutput<typeof HourRangeSchema>;

/** A calendar date in the store's time zone. */
export const LocalDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a YYYY-MM-DD date'),
);

/** A holiday: closed all day without a time range, otherwise open only within the range. */
export const HolidayHoursSchema = v.looseObject({
  date: LocalDateSchema,
  timeRange: v.nullish(HourRangeSchema),
});
export type HolidayHours = v.InferOutput<typeof HolidayHoursSchema>;

export const WEEKDAY_NAMES = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export const WeekdayNameSchema = v.picklist(WEEKDAY_NAMES);
export type WeekdayName = v.InferOutput<typeof WeekdayNameSchema>;

/** A time range of a schedule item, in decimal hours like store hours; `value` is carried, not used. */
export const ScheduleTimeRangeSchema = v.looseObject({
  start: DecimalHourSchema,
  end: DecimalHourSchema,
  value: v.optional(v.unknown()),
});
export type ScheduleTimeRange = v.InferOutput<typeof ScheduleTimeRangeSchema>;

export const DaysOfWeekScheduleItemSchema = v.looseObject({
  type: v.literal('DAYS_OF_WEEK'),
  days: v.array(WeekdayNameSchema),
  // No time range means the whole of each listed day.
  timeRange: v.nullish(v.array(ScheduleTimeRangeSchema)),
});
export type DaysOfWeekScheduleItem = v.InferOutput<typeof DaysOfWeekScheduleItemSchema>;

/** Datetimes without an offset are read in the store's time zone. */
export const DateTimeRangeScheduleItemSchema = v.looseObject({
  type: v.literal('DATE_TIME_RANGE'),
  startDateTimeStr: v.string(),
  endDateTimeStr: v.string(),
});
export type DateTimeRangeScheduleItem = v.InferOutput<typeof DateTimeRangeScheduleItemSchema>;

export const ScheduleItemSchema = v.variant('type', [
  DaysOfWeekScheduleItemSchema,
  DateTimeRangeScheduleItemSchema,
]);
export type ScheduleItem = v.InferOutput<typeof ScheduleItemSchema>;

/** A schedule with no items places no restriction. */
export const ScheduleSchema = v.looseObject({
  items: v.nullish(v.array(ScheduleItemSchema)),
});
export type Schedule = v.InferOutput<typeof ScheduleSchema>;

// The server cart's validTimeSlots (spec 2 §3) is ValidTimeSlotsSchema in cart.ts.

/** A time option of an order day; id 'now' means ASAP, otherwise HH:mm in the store's time zone. */
export const OrderTimeOptionSchema = v.looseObject({
  id: v.string(),
  label: v.string(),
});
export type OrderTimeOption = v.InferOutput<typeof OrderTimeOptionSchema>;

/** An order-day entry (spec 1 §3); the placeholder day has id 'default' and no dow. */
export const OrderDaySchema = v.looseObject({
  id: v.string(),
  label: v.string(),
  dow: v.nullish(DayNumberSchema),
  times: v.array(OrderTimeOptionSchema),
});
export type OrderDay = v.InferOutput<typeof OrderDaySchema>;

/** The scheduling fields of checkout info: scheduledDay is YYYY-MM-DD or 'default'; scheduledTime is 'now' or HH:mm. */
export const CheckoutScheduleSchema = v.looseObject({
  orderType: v.nullish(OrderTypeSchema),
  scheduledDay: v.nullish(v.string()),
  scheduledTime: v.nullish(v.string()),
});
export type CheckoutSchedule = v.InferOutput<typeof CheckoutScheduleSchema>;
