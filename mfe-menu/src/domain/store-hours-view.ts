// Today's hours and the week's, as the sub-header shows them (spec 1 §2.4, §9). Reads the store
// clock (moment-timezone's zone data), so the page loads this module when idle after first paint.
import type { Store } from '@owa/shared';
import {
  CLOSED_TEXT,
  formatClockMinutes,
  localDateOf,
  localParts,
  OPEN_24_HOURS_TEXT,
  storeTimeZone,
  weeklyHoursText,
} from '@owa/shared/domain';
import { type TodayStatus, todayHours } from './today-hours';

/** A day's hours: times in the spec's 12-hour form, or a code the component words. */
export type HoursText =
  | { readonly kind: 'hours'; readonly text: string }
  | { readonly kind: 'open24' | 'closed' };

export interface StoreHoursView {
  readonly status: TodayStatus;
  readonly today: HoursText;
  /** Monday first; `day` 1-7 is Sunday to Saturday. */
  readonly week: readonly { readonly day: number; readonly hours: HoursText; readonly isToday: boolean }[];
}

function toHoursText(text: string): HoursText {
  if (text === OPEN_24_HOURS_TEXT) return { kind: 'open24' };
  if (text === CLOSED_TEXT) return { kind: 'closed' };
  return { kind: 'hours', text };
}

export function storeHoursView(store: Store, now: number): StoreHoursView {
  const zone = storeTimeZone(store);
  const today = todayHours(store, now);
  const todayNumber = localParts(now, zone).dow;
  const windows = today.windows;
  let todayText: HoursText;
  if (windows.length === 0) todayText = { kind: 'closed' };
  else if (windows.some((w) => w.end - w.start >= 24 * 60)) todayText = { kind: 'open24' };
  else
    todayText = {
      kind: 'hours',
      text: windows.map((w) => `${formatClockMinutes(w.start)} - ${formatClockMinutes(w.end)}`).join(', '),
    };
  return {
    status: today.status,
    today: todayText,
    week: weeklyHoursText(store.hours).map((line) => ({
      day: line.day,
      hours: toHoursText(line.text),
      isToday: line.day === todayNumber,
    })),
  };
}

/** The store's local date (YYYY-MM-DD), for tests and labels. */
export function storeLocalDate(store: Store, now: number): string {
  return localDateOf(now, storeTimeZone(store));
}
