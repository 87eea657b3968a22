import { billTotals } from '../pricing/totals';
import { placedBillRows } from './placed-bill';

describe("a placed order's bill rows", () => {
  it('shows subtotal, discount taken off, delivery fee, tax and tips, in that order', () => {
    expect(
      placedBillRows({ subTotal: 20, discountTotal: 2, deliveryCharge: 5, taxTotal: 2.99, tipsAmount: 3 }),
    ).toEqual([
      { kind: 'subtotal', amount: 20 },
      { kind: 'discount', amount: -2 },
      { kind: 'deliveryFee', amount: 5 },
      { kind: 'tax', amount: 2.99 },
      { kind: 'tips', amount: 3 },
    ]);
  });

  it('leaves out the rows that are zero or missing (a pickup order without discount or tips)', () => {
    expect(placedBillRows({ subTotal: 12.5, discountTotal: 0, taxTotal: 1.63, tipsAmount: null })).toEqual([
      { kind: 'subtotal', amount: 12.5 },
      { kind: 'tax', amount: 1.63 },
    ]);
  });

  it("adds up to the total of an order whose payment settled with tips (the bill's total plus them)", () => {
    const bill = billTotals({
      subTotalCents: 2000,
      discountCents: 200,
      deliveryChargeCents: 500,
      taxRate: 0.13,
    });
    const tipsCents = 300;
    const rows = placedBillRows({
      subTotal: 20,
      discountTotal: 2,
      deliveryCharge: 5,
      taxTotal: bill.taxCents / 100,
      tipsAmount: tipsCents / 100,
    });
    const sumCents = rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
    expect(sumCents).toBe(bill.totalCents + tipsCents);
  });
});
