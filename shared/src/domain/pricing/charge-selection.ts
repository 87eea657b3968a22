// Spec 2 §4 "Charge selection uses priority weights: membership 100, promotional 10, order types 1000,
// channels 10000, value dependency 100000".
//
// How the weights combine (our decision, also in docs/rules.md):
// 1. A charge is a candidate only when every condition it carries holds in the current context:
//    forMembership needs a member; orderTypes (when non-empty) must contain the order type; channels
//    (when non-empty) must contain the channel; valueDependency must be a selected option value; a
//    schedule must be active (the schedule rules decide that, passed in as isScheduleActive).
// 2. A candidate's weight is the SUM of the weights of the conditions it carries (promotional counts
//    as a condition). The weights are distinct powers of ten, so the sum orders candidates
//    lexicographically: a value-dependent charge beats any charge without one, then channels, then
//    order types, then membership, then promotional. The most specific price wins.
// 3. Ties go to the lower price (in the customer's favour, and independent of the list order the
//    API happens to send), then to the earlier charge.
// 4. forCombo charges are the price of an item chosen inside a combo: inside a combo they are
//    preferred when any applies; outside a combo they never apply.
import type { Charge, ItemAttribute } from '../../entities/index.js';
import { toCents } from './money.js';

export const CHARGE_WEIGHTS = {
  promotional: 10,
  membership: 100,
  orderTypes: 1000,
  channels: 10000,
  valueDependency: 100000,
} as const;

export const ONLINE_CHANNEL = 'ONLINE';

export interface ChargeContext {
  /** PICKUP, DELIVERY or DINE_IN; absent means not chosen yet (order-type charges do not apply). */
  orderType?: string | undefined;
  /** Sales channel; the site is ONLINE. */
  channel?: string | undefined;
  isMember?: boolean | undefined;
  inCombo?: boolean | undefined;
  /** The item's current option selections, for value-dependent charges. */
  selection?: readonly ItemAttribute[] | undefined;
  /** Decides a charge's schedule; absent means schedules are not checked (always active). */
  isScheduleActive?: ((schedule: NonNullable<Charge['schedule']>) => boolean) | undefined;
}

export function isValueSelected(
  selection: readonly ItemAttribute[] | undefined,
  attributeCode: string,
  valueCode: string,
): boolean {
  const entry = selection?.find((attribute) => attribute.code === attributeCode);
  return entry?.attrValueList.some((value) => value.code === valueCode && value.qty > 0) ?? false;
}

function nonEmpty(list: readonly string[] | null | undefined): list is readonly string[] {
  return Array.isArray(list) && list.length > 0;
}

export function chargeApplies(charge: Charge, context: ChargeContext): boolean {
  if (charge.forMembership && !context.isMember) return false;
  if (charge.forCombo && !context.inCombo) return false;
  if (nonEmpty(charge.orderTypes)) {
    if (!context.orderType || !charge.orderTypes.includes(context.orderType)) return false;
  }
  if (nonEmpty(charge.channels) && !charge.channels.includes(context.channel ?? ONLINE_CHANNEL)) return false;
  if (charge.valueDependency) {
    const { attributeCode, valueCode } = charge.valueDependency;
    if (!isValueSelected(context.selection, attributeCode, valueCode)) return false;
  }
  if (charge.schedule && context.isScheduleActive && !context.isScheduleActive(charge.schedule)) return false;
  return true;
}

export function chargeWeight(charge: Charge): number {
  let weight = 0;
  if (charge.promotional) weight += CHARGE_WEIGHTS.promotional;
  if (charge.forMembership) weight += CHARGE_WEIGHTS.membership;
  if (nonEmpty(charge.orderTypes)) weight += CHARGE_WEIGHTS.orderTypes;
  if (nonEmpty(charge.channels)) weight += CHARGE_WEIGHTS.channels;
  if (charge.valueDependency) weight += CHARGE_WEIGHTS.valueDependency;
  return weight;
}

/** The charge that prices the item in this context, or undefined when none applies. */
export function selectCharge(
  charges: readonly Charge[] | null | undefined,
  context: ChargeContext = {},
): Charge | undefined {
  const candidates = (charges ?? []).filter((charge) => chargeApplies(charge, context));
  const comboCandidates = context.inCombo ? candidates.filter((charge) => charge.forCombo) : [];
  const pool = comboCandidates.length > 0 ? comboCandidates : candidates;
  let best: Charge | undefined;
  for (const charge of pool) {
    if (!best) {
      best = charge;
      continue;
    }
    const byWeight = chargeWeight(charge) - chargeWeight(best);
    if (byWeight > 0 || (byWeight === 0 && toCents(charge.price) < toCents(best.price))) best = charge;
  }
  return best;
}

/**
 * Price in cents of something carrying charges (an item or an option value): the selected charge,
 * else the fallback price (the item's own price field), else 0.
 */
export function chargedPriceCents(
  charges: readonly Charge[] | null | undefined,
  context: ChargeContext = {},
  fallbackDollars?: number | null,
): number {
  const charge = selectCharge(charges, context);
  if (charge) return toCents(charge.price);
  return toCents(fallbackDollars);
}
