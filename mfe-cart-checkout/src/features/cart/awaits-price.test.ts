import { awaitsPrice } from './awaits-price';

const line = { code: 'FRIES', qty: 1 } as never;

describe('awaitsPrice (cart:summary.pricing)', () => {
  it('is true while a change is unpriced or a request runs, false once the answer matches', () => {
    expect(awaitsPrice({ lines: [line], status: 'priced', revision: 3, pricedRevision: 2 })).toBe(true);
    expect(awaitsPrice({ lines: [line], status: 'pricing', revision: 3, pricedRevision: 3 })).toBe(true);
    expect(awaitsPrice({ lines: [line], status: 'priced', revision: 3, pricedRevision: 3 })).toBe(false);
  });

  it('is false for an empty cart and after a failed request', () => {
    expect(awaitsPrice({ lines: [], status: 'pricing', revision: 3, pricedRevision: 2 })).toBe(false);
    expect(awaitsPrice({ lines: [line], status: 'failed', revision: 3, pricedRevision: 2 })).toBe(false);
  });
});
