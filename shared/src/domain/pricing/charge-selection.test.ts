import type { Charge } from '../../entities/index.js';
import { matchesSchedule } from '../availability/index.js';
import {
  CHARGE_WEIGHTS,
  chargeApplies,
  chargedPriceCents,
  chargeWeight,
  selectCharge,
} from './charge-selection.js';

const base: Charge = { price: 10 };
const promo: Charge = { price: 9, promotional: true };
const member: Charge = { price: 8, forMembership: true };
const delivery: Charge = { price: 11, orderTypes: ['DELIVERY'] };
const online: Charge = { price: 12, channels: ['ONLINE'] };
const large: Charge = { price: 14, valueDependency: { attributeCode: 'SIZE', valueCode: 'L' } };

describe('spec 2 §4 charge selection by priority weights', () => {
  it('weighs each condition as the spec lists and sums them', () => {
    expect(chargeWeight(base)).toBe(0);
    expect(chargeWeight(promo)).toBe(CHARGE_WEIGHTS.promotional);
    expect(chargeWeight(member)).toBe(100);
    expect(chargeWeight(delivery)).toBe(1000);
    expect(chargeWeight(online)).toBe(10000);
    expect(chargeWeight(large)).toBe(100000);
    expect(chargeWeight({ price: 1, promotional: true, forMembership: true, orderTypes: ['PICKUP'] })).toBe(
      1110,
    );
  });

  it('falls back to the base charge when nothing more specific applies', () => {
    expect(selectCharge([base, member, delivery, large], { orderType: 'PICKUP' })).toBe(base);
  });

  it('a promotional price beats the base price', () => {
    expect(selectCharge([base, promo])).toBe(promo);
  });

  it('membership applies only to members and then beats promotional', () => {
    expect(selectCharge([base, promo, member], { isMember: false })).toBe(promo);
    expect(selectCharge([base, promo, member], { isMember: true })).toBe(member);
  });

  it('an order-type charge beats membership and applies only to its types', () => {
    const charges = [base, member, delivery];
    expect(selectCharge(charges, { orderType: 'DELIVERY', isMember: true })).toBe(delivery);
    expect(selectCharge(charges, { orderType: 'PICKUP', isMember: true })).toBe(member);
    expect(selectCharge(charges, { isMember: true })).toBe(member);
  });

  it('a channel charge beats an order-type charge; the channel defaults to ONLINE', () => {
    expect(selectCharge([delivery, online], { orderType: 'DELIVERY' })).toBe(online);
    expect(selectCharge([delivery, online], { orderType: 'DELIVERY', channel: 'IN_STORE' })).toBe(delivery);
  });

  it('a value-dependent charge wins whenever its value is selected', () => {
    const selection = [{ code: 'SIZE', attrValueList: [{ code: 'L', qty: 1 }] }];
    const all = [base, promo, member, delivery, online, large];
    expect(selectCharge(all, { orderType: 'DELIVERY', isMember: true, selection })).toBe(large);
    expect(selectCharge(all, { orderType: 'DELIVERY', isMember: true })).toBe(online);
    const unselected = [{ code: 'SIZE', attrValueList: [{ code: 'L', qty: 0 }] }];
    expect(chargeApplies(large, { selection: unselected })).toBe(false);
  });

  it('ties go to the lower price, whatever the order', () => {
    const a: Charge = { price: 5, promotional: true };
    const b: Charge = { price: 4, promotional: true };
    expect(selectCharge([a, b])).toBe(b);
    expect(selectCharge([b, a])).toBe(b);
  });

  it('forCombo charges price an item only inside a combo, and win there', () => {
    const combo: Charge = { price: 1, forCombo: true };
    expect(selectCharge([base, combo])).toBe(base);
    expect(selectCharge([base, combo], { inCombo: true })).toBe(combo);
    expect(selectCharge([base], { inCombo: true })).toBe(base);
  });

  it('a charge whose schedule is not active does not apply', () => {
    const happyHour: Charge = { price: 5, promotional: true, schedule: { items: [] } };
    expect(selectCharge([base, happyHour], { isScheduleActive: () => false })).toBe(base);
    expect(selectCharge([base, happyHour], { isScheduleActive: () => true })).toBe(happyHour);
  });

  it('without charges the item price field, then 0, is the price', () => {
    expect(chargedPriceCents(undefined, {}, 4.99)).toBe(499);
    expect(chargedPriceCents([], {})).toBe(0);
    expect(selectCharge(null)).toBeUndefined();
  });
});

describe('spec 2 §4 charge schedules decided by the schedule rules', () => {
  it('a weekend promotional price applies on Saturday only (store clock)', () => {
    const weekend: Charge = {
      price: 9,
      promotional: true,
      schedule: { items: [{ type: 'DAYS_OF_WEEK', days: ['SATURDAY', 'SUNDAY'] }] },
    };
    const at = (iso: string) => ({
      isScheduleActive: (schedule: NonNullable<Charge['schedule']>) =>
        matchesSchedule(schedule, Date.parse(iso), 'America/Toronto'),
    });
    expect(selectCharge([base, weekend], at('2026-11-21T15:00:00-05:00'))).toBe(weekend);
    expect(selectCharge([base, weekend], at('2026-11-23T15:00:00-05:00'))).toBe(base);
  });
});
