// Combo slot charges (spec 1 §3 Relation.charge, spec 2 §3 cart line relations).
//
// Our reading, since the spec names the fields but not the arithmetic (also in docs/rules.md):
// - The charge touches the slot's "affected units": every chosen unit, or with a quantityRule the
//   qty units with the LOWEST or HIGHEST own price.
// - CHA: each affected unit is charged value instead of its own price (a set slot price, e.g. "any
//   drink for $1.00").
// - DST: each affected unit's price is reduced by value, never below zero.
// The result is the adjustment to add to the combo's price (negative for a saving).
import type { RelationCharge } from '../../entities/index.js';
import { sumCents, toCents } from './money.js';

export function affectedUnits(
  unitPricesCents: readonly number[],
  quantityRule: RelationCharge['quantityRule'],
): number[] {
  if (!quantityRule) return [...unitPricesCents];
  const sorted = [...unitPricesCents].sort((a, b) => (quantityRule.mode === 'LOWEST' ? a - b : b - a));
  return sorted.slice(0, Math.max(0, Math.floor(quantityRule.qty)));
}

export function relationChargeAdjustmentCents(
  charge: RelationCharge | null | undefined,
  unitPricesCents: readonly number[],
): number {
  if (!charge) return 0;
  const value = Math.max(0, toCents(charge.value));
  const affected = affectedUnits(unitPricesCents, charge.quantityRule);
  if (charge.type === 'CHA') return sumCents(affected.map((price) => value - price));
  return -sumCents(affected.map((price) => Math.min(price, value)));
}
