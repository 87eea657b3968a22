/**
 * spec 1 §4.7: more may be added while the quantity is below the item's maximum (-1 or none is
 * unlimited); never negative.
 */
export function canAddMore(quantityInCart: number, maxCardinality: number | null | undefined): boolean {
  const quantity = Math.max(0, quantityInCart);
  if (maxCardinality === null || maxCardinality === undefined || maxCardinality < 0) return true;
  return quantity < maxCardinality;
}

/** Units of an item already in the cart, from the cart team's summary. */
export function quantityInCart(
  lines: readonly { readonly code: string; readonly qty: number }[] | undefined,
  itemCode: string,
): number {
  return (lines ?? []).reduce((sum, line) => (line.code === itemCode ? sum + Math.max(0, line.qty) : sum), 0);
}
