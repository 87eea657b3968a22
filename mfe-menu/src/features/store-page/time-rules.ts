// The time-dependent availability rules (store hours, schedules, advance notice). They carry
// moment-timezone's zone data, so the store page loads this module after its first paint.
export { isOpenForOrderType, itemAvailability, storeTimeZone } from '@owa/shared/domain';
