// Today's hours for the store sub-header chip (spec 1 §2.4, spec 2 §4).
import {
  type DayWindow,
  isHoliday,
  isStoreOpen,
  localDateOf,
  type StoreHoursSource,
  storeTimeZone,
  windowsOn,
} from '@owa/shared/domain';

export type TodayStatus = 'open' | 'closed' | 'holiday';

export interface TodayHours {
  status: TodayStatus;
  /** The posted windows that start today (holiday ranges on a holiday). */
  windows: DayWindow[];
}

/**
 * The chip shows the posted hours (not the ordering hours); a holiday that keeps short hours still
 * reads as a holiday while closed, and as open inside its range.
 */
export function todayHours(store: StoreHoursSource, now: number): TodayHours {
  const zone = storeTimeZone(store);
  const date = localDateOf(now, zone);
  const posted = { hours: store.hours ?? [] };
  const windows = windowsOn(store, date, posted);
  const open = isStoreOpen({ ...store, orderStoreHours: null }, now);
  if (open) return { status: 'open', windows };
  return { status: isHoliday(store, date) ? 'holiday' : 'closed', windows };
}
