import fc from 'fast-check';
import { affectedUnits, relationChargeAdjustmentCents } from './relation-charges.js';

describe('spec 2 §3 combo relation charges (CHA/DST, quantityRule)', () => {
  it('no charge, no adjustment', () => {
    expect(relationChargeAdjustmentCents(null, [500])).toBe(0);
  });

  it('CHA sets each affected unit to the charge value', () => {
    expect(relationChargeAdjustmentCents({ type: 'CHA', value: 1 }, [249, 199])).toBe(100 - 249 + 100 - 199);
  });

  it('CHA with LOWEST qty 1 sets only the cheapest unit', () => {
    const charge = { type: 'CHA' as const, value: 0, quantityRule: { mode: 'LOWEST' as const, qty: 1 } };
    expect(relationChargeAdjustmentCents(charge, [1000, 800, 1200])).toBe(-800);
  });

  it('DST with HIGHEST qty 1 discounts only the dearest unit', () => {
    const charge = { type: 'DST' as const, value: 2, quantityRule: { mode: 'HIGHEST' as const, qty: 1 } };
    expect(relationChargeAdjustmentCents(charge, [1000, 800, 1200])).toBe(-200);
  });

  it('DST never takes a unit below zero', () => {
    expect(relationChargeAdjustmentCents({ type: 'DST', value: 5 }, [300, 700])).toBe(-300 - 500);
  });

  it('a quantityRule larger than the units takes them all; qty 0 takes none', () => {
    expect(affectedUnits([1, 2], { mode: 'HIGHEST', qty: 5 })).toEqual([2, 1]);
    expect(affectedUnits([1, 2], { mode: 'LOWEST', qty: 0 })).toEqual([]);
  });

  it('property: a DST adjustment never exceeds the slot total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 5000 }), { maxLength: 10 }),
        fc.nat({ max: 100 }),
        (units, value) => {
          const adjustment = relationChargeAdjustmentCents({ type: 'DST', value }, units);
          const total = units.reduce((a, b) => a + b, 0);
          return adjustment <= 0 && total + adjustment >= 0;
        },
      ),
    );
  });
});
