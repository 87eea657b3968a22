import type { Option } from '@owa/shared';
import { BYOB, POKE } from '@owa/shared/testing';
import { cheapestMinimumCents, fromPriceCents } from './from-price';

describe("spec 1 §5 'From' price", () => {
  it('DEMO POKE shows From $13.00 (Salad 11 + Tofu 2)', () => {
    expect(fromPriceCents(POKE)).toBe(1300);
  });

  it('items with a price, or without required groups, show their ordinary price', () => {
    expect(fromPriceCents(BYOB)).toBeUndefined();
    expect(fromPriceCents({ price: 0, charges: [{ price: 0 }], options: [] })).toBeUndefined();
  });

  it('respects each value maximum: min 3 from Rice (max 1) and Salad (max 2) takes 2 Salad + 1 Rice', () => {
    const option: Option = {
      code: 'BASE',
      minCardinality: 3,
      multiSelect: true,
      values: [
        { code: 'RICE', charges: [{ price: 12 }], maxCardinality: 1 },
        { code: 'SALAD', charges: [{ price: 11 }], maxCardinality: 2 },
      ],
    };
    expect(cheapestMinimumCents(option)).toBe(3400);
  });

  it('without a value maximum a single-select value is taken once, a multi-select one as often as needed', () => {
    const single: Option = {
      code: 'A',
      minCardinality: 2,
      values: [
        { code: 'x', charges: [{ price: 1 }] },
        { code: 'y', charges: [{ price: 2 }] },
      ],
    };
    expect(cheapestMinimumCents(single)).toBe(300);
    expect(cheapestMinimumCents({ ...single, multiSelect: true })).toBe(200);
  });

  it('skips out-of-stock values and gives up when the minimum cannot be met', () => {
    const option: Option = {
      code: 'A',
      minCardinality: 1,
      values: [
        { code: 'x', charges: [{ price: 1 }], outOfStock: true },
        { code: 'y', charges: [{ price: 2 }] },
      ],
    };
    expect(cheapestMinimumCents(option)).toBe(200);
    const none: Option = { ...option, values: [option.values[0]!] };
    expect(cheapestMinimumCents(none)).toBeUndefined();
    expect(fromPriceCents({ price: 0, options: [none] })).toBeUndefined();
  });

  it('applies the free count to the cheapest units', () => {
    const option: Option = {
      code: 'A',
      minCardinality: 2,
      numFree: 1,
      multiSelect: true,
      values: [{ code: 'x', charges: [{ price: 1.5 }] }],
    };
    expect(cheapestMinimumCents(option)).toBe(150);
  });
});
