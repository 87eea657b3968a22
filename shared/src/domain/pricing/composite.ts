// Spec 2 §4 "Composite items: subtotal, discount and item price are sums of the children plus the
// parent's own price." Works on lines as the server cart returns them (dollars), in cents.
import type { CartLine } from '../../entities/index.js';
import { sumCents, toCents } from './money.js';

export interface CompositeTotals {
  itemPriceCents: number;
  subTotalCents: number;
  discountCents: number;
}

function ownTotals(line: CartLine): CompositeTotals {
  const itemPrice = toCents(line.itemPrice ?? line.price);
  const subTotal =
    line.subTotal !== null && line.subTotal !== undefined ? toCents(line.subTotal) : itemPrice * line.qty;
  const discount =
    line.discountTotal !== null && line.discountTotal !== undefined
      ? toCents(line.discountTotal)
      : sumCents((line.promotionDiscounts ?? []).map((discount) => Math.round(discount.amount)));
  return { itemPriceCents: itemPrice, subTotalCents: subTotal, discountCents: discount };
}

export function compositeTotals(line: CartLine): CompositeTotals {
  const totals = ownTotals(line);
  for (const child of line.childItemList ?? []) {
    const childTotals = compositeTotals(child);
    totals.itemPriceCents += childTotals.itemPriceCents;
    totals.subTotalCents += childTotals.subTotalCents;
    totals.discountCents += childTotals.discountCents;
  }
  return totals;
}

/** Sums over the cart's lines. */
export function cartLinesTotals(lines: readonly CartLine[]): CompositeTotals {
  const totals: CompositeTotals = { itemPriceCents: 0, subTotalCents: 0, discountCents: 0 };
  for (const line of lines) {
    const lineTotals = compositeTotals(line);
    totals.itemPriceCents += lineTotals.itemPriceCents;
    totals.subTotalCents += lineTotals.subTotalCents;
    totals.discountCents += lineTotals.discountCents;
  }
  return totals;
}
