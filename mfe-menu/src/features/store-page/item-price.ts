import type { MenuItem } from '@owa/shared';

/** spec 1 §9: prices show with '$' and two decimals. */
export function itemPriceText(item: MenuItem): string {
  return `$${(item.price ?? 0).toFixed(2)}`;
}
