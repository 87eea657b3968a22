import type { StoreHoursEntry } from '../../entities/schedule.js';
import type { Store } from '../../entities/store.js';
import { tzMoment } from '../store-hours/index.js';
import {
  defaultOrderType,
  disabledUntil,
  isDineInVisible,
  isOffHoursOrderAllowed,
  type OrderTypeStore,
  orderTypeSelector,
  orderTypeStatus,
  orderTypeToggleState,
  refuseOrderType,
} from './order-type.js';

const TORONTO = 'America/Toronto';
const at = (text: string): number => tzMoment().tz(text, 'YYYY-MM-DD HH:mm', true, TORONTO).valueOf();
const everyDay = (open: number, close: number): StoreHoursEntry[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open, close }));
type OrderSettings = NonNullable<NonNullable<Store['settings']>['orderSettings']>;
const store = (orderSettings: OrderSettings = {}, features: Store['features'] = {}): OrderTypeStore => ({
  timeZone: TORONTO,
  hours: everyDay(7, 23),
  features: { pickupSupported: true, deliverySupported: true, dineInSupported: true, ...features },
  settings: { orderSettings },
});
// Demo store 1002: pickup and dine-in, off-hours pickup with a 24-hour limit.
const uptown = store(
  { allowOffHourPickup: true, scheduledOrderTimeLimitInHours: 24 },
  { deliverySupported: false },
);
const NOON = at('2026-11-20 12:00');
const NIGHT = at('2026-11-20 23:30');

describe('spec 1 §4.2 off-hours', () => {
  it('always allows dine-in', () => {
    expect(isOffHoursOrderAllowed(store(), 'DINE_IN', { now: NIGHT })).toBe(true);
  });
  it('allows pickup when allowOffHourPickup and the next opening is within the limit', () => {
    // 23:30 to 07:30 (with the 30-minute leeway) is 8 hours; 8 - 24 <= 0.
    expect(isOffHoursOrderAllowed(uptown, 'PICKUP', { now: NIGHT })).toBe(true);
    expect(
      isOffHoursOrderAllowed(
        store({ allowOffHourPickup: true, scheduledOrderTimeLimitInHours: 8 }),
        'PICKUP',
        { now: NIGHT },
      ),
    ).toBe(true);
    expect(
      isOffHoursOrderAllowed(
        store({ allowOffHourPickup: true, scheduledOrderTimeLimitInHours: 7.99 }),
        'PICKUP',
        { now: NIGHT },
      ),
    ).toBe(false);
  });
  it('refuses pickup off-hours without allowOffHourPickup', () => {
    expect(
      isOffHoursOrderAllowed(store({ scheduledOrderTimeLimitInHours: 24 }), 'PICKUP', { now: NIGHT }),
    ).toBe(false);
  });
  it('treats delivery with its own flag and limit (45-minute leeway)', () => {
    const s = store({ allowOffHourDelivery: true, scheduledDeliveryTimeLimitInHours: 8.25 });
    expect(isOffHoursOrderAllowed(s, 'DELIVERY', { now: NIGHT })).toBe(true);
    const tight = store({ allowOffHourDelivery: true, scheduledDeliveryTimeLimitInHours: 8 });
    expect(isOffHoursOrderAllowed(tight, 'DELIVERY', { now: NIGHT })).toBe(false);
    expect(isOffHoursOrderAllowed(store({ allowOffHourPickup: true }), 'DELIVERY', { now: NIGHT })).toBe(
      false,
    );
  });
  it('reads a missing or 0 limit as no limit, and never allows a store that never reopens', () => {
    expect(isOffHoursOrderAllowed(store({ allowOffHourPickup: true }), 'PICKUP', { now: NIGHT })).toBe(true);
    expect(
      isOffHoursOrderAllowed(
        store({ allowOffHourPickup: true, scheduledOrderTimeLimitInHours: 0 }),
        'PICKUP',
        { now: NIGHT },
      ),
    ).toBe(true);
    const never = { ...store({ allowOffHourPickup: true }), hours: [] };
    expect(isOffHoursOrderAllowed(never, 'PICKUP', { now: NIGHT })).toBe(false);
  });
});

describe('spec 2 §4 disabled-until times', () => {
  it('disables a type while its disabled-until time is in the future', () => {
    const s = store({
      onlinePickupDisabledUntil: '2026-11-20 15:00',
      onlineDeliveryDisabledUntil: at('2026-11-20 11:00'),
    });
    expect(disabledUntil(s, 'PICKUP', NOON)).toBe(at('2026-11-20 15:00'));
    expect(disabledUntil(s, 'PICKUP', at('2026-11-20 15:00'))).toBeNull();
    expect(disabledUntil(s, 'DELIVERY', NOON)).toBeNull();
    expect(disabledUntil(s, 'DINE_IN', NOON)).toBeNull();
  });
  it("gives the merchant's message with the time on the store clock", () => {
    const s = store({ onlinePickupDisabledUntil: '2026-11-20T20:00:00Z' });
    expect(refuseOrderType(s, 'PICKUP', { now: NOON })).toEqual({
      reason: 'disabledUntil',
      until: Date.UTC(2026, 10, 20, 20),
      message: 'Pickup is temporarily disabled by the merchant (until 2026-11-20 3:00 pm)',
    });
  });
  it('ignores an unreadable or past disabled-until', () => {
    expect(disabledUntil(store({ onlineDeliveryDisabledUntil: 'soon' }), 'DELIVERY', NOON)).toBeNull();
    expect(disabledUntil(store({ onlineDeliveryDisabledUntil: null }), 'DELIVERY', NOON)).toBeNull();
  });
});

describe('spec 1 §4.1 refusal: "{type} is currently unavailable"', () => {
  it('refuses a type when closed and off-hours is not allowed', () => {
    expect(refuseOrderType(store(), 'DELIVERY', { now: NIGHT })).toEqual({
      reason: 'closed',
      message: 'Delivery is currently unavailable',
    });
    expect(refuseOrderType(uptown, 'PICKUP', { now: NIGHT })).toBeNull();
  });
  it('refuses a type the store does not support', () => {
    expect(refuseOrderType(uptown, 'DELIVERY', { now: NOON })?.reason).toBe('unsupported');
  });
  it('refuses pickup inside the leeway after opening unless off-hours is allowed', () => {
    expect(refuseOrderType(store(), 'PICKUP', { now: at('2026-11-20 07:10') })?.reason).toBe('closed');
    expect(refuseOrderType(uptown, 'PICKUP', { now: at('2026-11-20 07:10') })).toBeNull();
  });
  it('accepts any type for a menu that ignores store hours', () => {
    expect(refuseOrderType(store(), 'DELIVERY', { now: NIGHT, ignoreStoreHours: true })).toBeNull();
  });
});

describe('spec 2 §4 dine-in visibility and kiosk mode', () => {
  const disabledOnline = store({ disableOnlineDineIn: true });
  it('hides dine-in when online dine-in is disabled, without a table and without a QR entry', () => {
    expect(isDineInVisible(disabledOnline, { now: NOON })).toBe(false);
    expect(isDineInVisible(disabledOnline, { now: NOON, hasTable: true })).toBe(true);
    expect(isDineInVisible(disabledOnline, { now: NOON, enteredViaQr: true })).toBe(true);
    expect(isDineInVisible(store(), { now: NOON })).toBe(true);
  });
  it('hides dine-in when the store does not support it', () => {
    expect(isDineInVisible(store({}, { dineInSupported: false }), { now: NOON, hasTable: true })).toBe(false);
  });
  it('in kiosk mode shows dine-in only (kiosk forces the guest flow, which is dine-in only)', () => {
    const selector = orderTypeSelector(disabledOnline, { now: NOON, kioskMode: true });
    expect(selector.kind === 'types' && selector.types.map((t) => t.orderType)).toEqual(['DINE_IN']);
  });
});

describe('spec 2 §4 the selector, the default type and the "currently closed" case', () => {
  it('lists Pickup, then Delivery, then Dine-in, defaulting to PICKUP', () => {
    const selector = orderTypeSelector(store(), { now: NOON });
    expect(selector).toMatchObject({ kind: 'types', defaultType: 'PICKUP' });
    expect(selector.kind === 'types' && selector.types.map((t) => t.orderType)).toEqual([
      'PICKUP',
      'DELIVERY',
      'DINE_IN',
    ]);
  });
  it('defaults to the first enabled type when pickup is not offered or disabled', () => {
    const noPickup = orderTypeSelector(store({}, { pickupSupported: false }), { now: NOON });
    expect(noPickup).toMatchObject({ defaultType: 'DELIVERY' });
    const pickupPaused = orderTypeSelector(store({ onlinePickupDisabledUntil: '2026-11-20 15:00' }), {
      now: NOON,
    });
    expect(pickupPaused).toMatchObject({ defaultType: 'DELIVERY' });
  });
  it('shows a disabled type with its refusal instead of hiding it', () => {
    const selector = orderTypeSelector(store({ onlinePickupDisabledUntil: '2026-11-20 15:00' }), {
      now: NOON,
    });
    expect(selector.kind === 'types' && selector.types[0]?.refusal?.reason).toBe('disabledUntil');
  });
  it('when closed shows only the off-hours types', () => {
    const selector = orderTypeSelector(
      { ...uptown, settings: { orderSettings: { allowOffHourPickup: true, disableOnlineDineIn: true } } },
      { now: NIGHT },
    );
    expect(selector.kind === 'types' && selector.types.map((t) => t.orderType)).toEqual(['PICKUP']);
  });
  it('shows "currently closed" when no type may be ordered', () => {
    const s = store({ disableOnlineDineIn: true });
    expect(orderTypeSelector(s, { now: NIGHT })).toEqual({ kind: 'closed' });
    expect(
      orderTypeSelector(
        store({}, { pickupSupported: false, deliverySupported: false, dineInSupported: false }),
        { now: NOON },
      ),
    ).toEqual({ kind: 'closed' });
  });
  it('has no default when every shown type is disabled', () => {
    expect(defaultOrderType([])).toBeNull();
    const only = orderTypeStatus(store({ onlinePickupDisabledUntil: '2026-11-20 15:00' }), 'PICKUP', {
      now: NOON,
    });
    expect(defaultOrderType([only])).toBeNull();
  });
});

describe('spec 1 §4.1 order-type toggle', () => {
  it('is visible only with more than one type and dine-in-only off', () => {
    expect(
      orderTypeToggleState({ availableCount: 2, dineInOnly: false, hasExistingDineInOrder: false }),
    ).toEqual({ visible: true, disabled: false });
    expect(
      orderTypeToggleState({ availableCount: 1, dineInOnly: false, hasExistingDineInOrder: false }).visible,
    ).toBe(false);
    expect(
      orderTypeToggleState({ availableCount: 3, dineInOnly: true, hasExistingDineInOrder: false }),
    ).toEqual({ visible: false, disabled: true });
  });
  it('is disabled while a dine-in order exists', () => {
    expect(
      orderTypeToggleState({ availableCount: 3, dineInOnly: false, hasExistingDineInOrder: true }).disabled,
    ).toBe(true);
  });
});
