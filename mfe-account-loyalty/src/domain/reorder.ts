// Reorder (issue 9 §4): a past order's lines go back into the cart when the menu still sells them;
// the others are named to the diner.
import { type AvailabilityItem, catalogueAvailability } from '@owa/shared/domain';

export interface PastOrderLine {
  readonly code?: string | null;
  readonly name?: string | null;
  readonly qty?: number | null;
}

export interface OrderableItem extends AvailabilityItem {
  readonly menuCode: string;
  readonly name?: string | null;
  readonly price?: number | null;
}

export interface ReorderPlan<L extends PastOrderLine> {
  readonly add: { readonly line: L; readonly item: OrderableItem }[];
  /** Names of the lines that cannot be ordered now, once each, in order. */
  readonly unavailable: string[];
}

/** Splits the lines by what the current online menus sell (found, in stock, orderable online). */
export function planReorder<L extends PastOrderLine>(
  lines: readonly L[],
  catalogue: ReadonlyMap<string, OrderableItem>,
): ReorderPlan<L> {
  const add: { line: L; item: OrderableItem }[] = [];
  const unavailable: string[] = [];
  for (const line of lines) {
    const item = line.code ? catalogue.get(line.code) : undefined;
    const quantity = line.qty ?? 0;
    if (item && quantity > 0 && catalogueAvailability(item).orderable) add.push({ line, item });
    else {
      const name = line.name ?? item?.name ?? line.code ?? '';
      if (name && !unavailable.includes(name)) unavailable.push(name);
    }
  }
  return { add, unavailable };
}
