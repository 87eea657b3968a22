// The time-dependent rules (store hours, schedules, advance notice, today's hours). They carry
// moment-timezone's zone data, so the store page loads this module after its first paint.
export { isOpenForOrderType, itemAvailability, storeTimeZone } from '@owa/shared/domain';
export { storeHoursView } from '../domain/store-hours-view';
