import fc from 'fast-check';
import type { CartLine } from '../../entities/index.js';
import { cartLinesTotals, compositeTotals } from './composite.js';

describe('spec 2 §4 composite totals', () => {
  it('item price, subtotal and discount are the parent own values plus the children', () => {
    const line: CartLine = {
      code: 'COMBO1',
      qty: 1,
      price: 14.99,
      subTotal: 14.99,
      discountTotal: 1,
      childItemList: [
        { code: 'ONIONRINGS', qty: 1, price: 1, subTotal: 1 },
        { code: 'COLA', qty: 1, price: 0, subTotal: 0, discountTotal: 0.25 },
      ],
    };
    expect(compositeTotals(line)).toEqual({ itemPriceCents: 1599, subTotalCents: 1599, discountCents: 125 });
  });

  it('falls back to price x qty and to promotion discounts in cents', () => {
    const line: CartLine = { code: 'FRIES', qty: 2, price: 4.99, promotionDiscounts: [{ amount: 50 }] };
    expect(compositeTotals(line)).toEqual({ itemPriceCents: 499, subTotalCents: 998, discountCents: 50 });
  });

  const lineArb: fc.Arbitrary<CartLine> = fc.letrec<{ line: CartLine }>((tie) => ({
    line: fc.record({
      code: fc.constantFrom('A', 'B', 'C'),
      qty: fc.integer({ min: 1, max: 5 }),
      price: fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100),
      subTotal: fc.integer({ min: 0, max: 20000 }).map((cents) => cents / 100),
      discountTotal: fc.integer({ min: 0, max: 500 }).map((cents) => cents / 100),
      childItemList: fc.oneof(
        { depthSize: 'small' },
        fc.constant<CartLine[]>([]),
        fc.array(tie('line'), { maxLength: 3 }),
      ),
    }),
  })).line;

  it('property: the totals equal the sum of every node own values', () => {
    const flatten = (line: CartLine): CartLine[] => [line, ...(line.childItemList ?? []).flatMap(flatten)];
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 4 }), (lines) => {
        const nodes = lines.flatMap(flatten);
        const totals = cartLinesTotals(lines);
        const cents = (n: number | null | undefined) => Math.round((n ?? 0) * 100);
        return (
          totals.subTotalCents === nodes.reduce((sum, node) => sum + cents(node.subTotal), 0) &&
          totals.discountCents === nodes.reduce((sum, node) => sum + cents(node.discountTotal), 0) &&
          totals.itemPriceCents === nodes.reduce((sum, node) => sum + cents(node.price), 0)
        );
      }),
    );
  });
});
