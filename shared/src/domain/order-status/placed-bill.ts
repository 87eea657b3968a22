// What a placed order's bill shows (the order status page, the order history): one rule, so the
// two pages a diner compares show the same rows and the rows add up to the order's total.

export type PlacedBillRowKind = 'subtotal' | 'discount' | 'deliveryFee' | 'tax' | 'tips';

/** A placed order's amounts, in dollars as the API keeps them; a missing one counts as zero. */
export interface PlacedBillAmounts {
  readonly subTotal?: number | null;
  readonly discountTotal?: number | null;
  readonly deliveryCharge?: number | null;
  readonly taxTotal?: number | null;
  /** Added when the payment settles (the order's total then includes them). */
  readonly tipsAmount?: number | null;
}

export interface PlacedBillRow {
  readonly kind: PlacedBillRowKind;
  /** Dollars; the discount is negative, as it is taken off. */
  readonly amount: number;
}

/** The bill's rows above its total, in order, leaving out those that are zero. */
export function placedBillRows(amounts: PlacedBillAmounts): PlacedBillRow[] {
  const rows: PlacedBillRow[] = [
    { kind: 'subtotal', amount: amounts.subTotal ?? 0 },
    { kind: 'discount', amount: -(amounts.discountTotal ?? 0) },
    { kind: 'deliveryFee', amount: amounts.deliveryCharge ?? 0 },
    { kind: 'tax', amount: amounts.taxTotal ?? 0 },
    { kind: 'tips', amount: amounts.tipsAmount ?? 0 },
  ];
  return rows.filter((row) => row.amount !== 0);
}
