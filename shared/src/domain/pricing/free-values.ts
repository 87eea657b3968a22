// Spec 1 §4.6: the first numFree values of an option are free, the most expensive counted first.
// Apart from the rest of option pricing because the store page's 'From' prices need it.
import { sumCents } from './money.js';

/**
 * The first numFree units are free, the most expensive first. Returns what remains payable. A
 * negative or fractional numFree is read as its whole non-negative part.
 */
export function applyFreeCount(
  unitPricesCents: readonly number[],
  numFree: number | null | undefined,
): number {
  const free = Math.max(0, Math.floor(numFree ?? 0));
  const sorted = [...unitPricesCents].sort((a, b) => b - a);
  return sumCents(sorted.slice(free));
}
