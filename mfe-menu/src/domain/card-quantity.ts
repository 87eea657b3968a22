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

/** What one press of the card's − or + does once the item is in the cart. */
export type CardStep = 'change-quantity' | 'configure' | 'open-cart';

/**
 * spec 1 §4.7 on the card: a plain item steps its cart line by one. A configured item has no single
 * line to step: + configures another one in the dialog, − opens the cart, where each line has its own
 * stepper. Removing needs a unit in the cart (never negative).
 */
export function cardStep(direction: 'add' | 'remove', configurable: boolean): CardStep {
  if (!configurable) return 'change-quantity';
  return direction === 'add' ? 'configure' : 'open-cart';
}

export function canRemoveOne(quantityInCart: number): boolean {
  return quantityInCart > 0;
}
