import fc from 'fast-check';
import { discountCents, matchesTarget, targetedAmountCents } from './discounts.js';

describe('spec 3 §3 discount rules', () => {
  it('WELCOME10 takes 10% of the amount, rounded to the cent', () => {
    expect(discountCents({ percent: 0.1 }, 1249)).toBe(125);
  });

  it('$5 off takes 500 cents, never more than the amount', () => {
    expect(discountCents({ amount: 5 }, 1249)).toBe(500);
    expect(discountCents({ amount: 5 }, 300)).toBe(300);
  });

  it('nothing without a rule, for a free-item rule, or on nothing', () => {
    expect(discountCents(null, 1000)).toBe(0);
    expect(discountCents({}, 1000)).toBe(0);
    expect(discountCents({ percent: 0.2 }, 0)).toBe(0);
    expect(discountCents({ percent: 1.5 }, 1000)).toBe(1000);
  });

  it('property: never negative and never more than the amount', () => {
    fc.assert(
      fc.property(
        fc.record({
          percent: fc.option(fc.double({ min: -1, max: 2, noNaN: true })),
          amount: fc.option(fc.double({ min: -10, max: 1000, noNaN: true })),
        }),
        fc.integer({ min: -100, max: 1_000_000 }),
        (rule, amount) => {
          const discount = discountCents(rule, amount);
          return discount >= 0 && discount <= Math.max(0, amount);
        },
      ),
    );
  });
});

describe('spec 3 §3 promotion targeting', () => {
  const fries = {
    code: 'FRIES',
    categoryCode: 'SIDES',
    tags: ['VEGAN'],
    menuCode: 'ALLDAY',
    amountCents: 499,
  };
  const burger = { code: 'BYOB', categoryCode: 'BURGERS', tags: [], menuCode: 'ALLDAY', amountCents: 1249 };

  it('matches by item, category, tag and catalog', () => {
    expect(matchesTarget(fries, { targetType: 'ITEM', targetCodes: ['FRIES'] })).toBe(true);
    expect(matchesTarget(fries, { targetType: 'CATEGORY', targetCodes: ['SIDES'] })).toBe(true);
    expect(matchesTarget(fries, { targetType: 'TAG', targetCodes: ['VEGAN'] })).toBe(true);
    expect(matchesTarget(fries, { targetType: 'CATALOG', targetCodes: ['BAR'] })).toBe(false);
    expect(matchesTarget(fries, { targetType: 'SOMETHING', targetCodes: ['FRIES'] })).toBe(false);
  });

  it('a targeted discount applies to matching lines only; no targets means the whole order', () => {
    expect(targetedAmountCents([fries, burger], [{ targetType: 'ITEM', targetCodes: ['BYOB'] }])).toBe(1249);
    expect(targetedAmountCents([fries, burger], [])).toBe(1748);
    expect(targetedAmountCents([fries, burger], null)).toBe(1748);
  });
});
