import { addDays, DELIVERY_WINDOW_MINUTES } from '@owa/shared/domain';
import type { OrderType } from '@owa/shared/entities';
import type { IntlShape } from 'react-intl';
import { ASAP_TIME_ID, PLACEHOLDER_DAY_ID } from '../../../domain/scheduling/order-days';
import { messages } from '../messages';

/** 'Today', 'Tomorrow', else the date in the diner's language (ids are YYYY-MM-DD on the store clock). */
export function dayLabel(intl: IntlShape, dayId: string, today: string): string {
  if (dayId === PLACEHOLDER_DAY_ID) return intl.formatMessage(messages.schedulePlaceholderDay);
  if (dayId === today) return intl.formatMessage(messages.scheduleToday);
  if (dayId === addDays(today, 1)) return intl.formatMessage(messages.scheduleTomorrow);
  const [year, month, day] = dayId.split('-').map(Number);
  // Noon UTC of that date, shown in UTC: the calendar day itself, whatever the device's zone.
  return intl.formatDate(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function clock(intl: IntlShape, minutes: number): string {
  return intl.formatTime(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** 'ASAP', '12:15 PM', or for delivery the 30-minute window '12:15 PM – 12:45 PM' (spec 2 §4). */
export function timeLabel(intl: IntlShape, timeId: string, orderType: OrderType): string {
  if (timeId === ASAP_TIME_ID) return intl.formatMessage(messages.scheduleAsap);
  const [hours, mins] = timeId.split(':').map(Number);
  const minutes = (hours ?? 0) * 60 + (mins ?? 0);
  const start = clock(intl, minutes);
  return orderType === 'DELIVERY' ? `${start} – ${clock(intl, minutes + DELIVERY_WINDOW_MINUTES)}` : start;
}
