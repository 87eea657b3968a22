import type { MenuItem } from '@owa/shared';
import { formatCents, toCents } from '@owa/shared/domain';
import { fromPriceCents } from '../../domain/from-price';

/**
 * The price a card shows (spec 1 §2.5, §5): an item priced 0 with required choices shows
 * 'From' the cheapest way to complete it; otherwise its price, with '$' and two decimals.
 */
export function itemPriceText(item: MenuItem): { readonly from: boolean; readonly text: string } {
  const from = fromPriceCents(item);
  if (from !== undefined) return { from: true, text: formatCents(from) };
  return { from: false, text: formatCents(toCents(item.price ?? 0)) };
}
