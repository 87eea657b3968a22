// Punch cards (stamps), spec 3 §4 "Punch cards" and §9.
import { type PunchCard, sameId } from '@owa/shared/entities';

/** Stamps this card already spends in the existing order: using (or qty) free units x redeemCount. */
export function stampsUsedInOrder(
  card: Pick<PunchCard, 'id' | 'redeemCount'>,
  orderPunchCards: readonly Pick<PunchCard, 'id' | 'using' | 'qty'>[] | null | undefined,
): number {
  const perUnit = Math.max(0, card.redeemCount);
  return (orderPunchCards ?? [])
    .filter((used) => sameId(used.id, card.id))
    .reduce((sum, used) => sum + Math.max(0, used.using ?? used.qty ?? 0) * perUnit, 0);
}

/** Spec 3 §4: allowed = earned stamps minus stamps already used in the existing order (never < 0). */
export function allowedStamps(
  card: Pick<PunchCard, 'id' | 'earned' | 'redeemCount'>,
  orderPunchCards?: readonly Pick<PunchCard, 'id' | 'using' | 'qty'>[] | null,
): number {
  return Math.max(0, card.earned - stampsUsedInOrder(card, orderPunchCards));
}

/** Spec 3 §4: floor(allowed / redeemCount); a card needing 0 stamps is misconfigured and gives none. */
export function allowedFreeUnits(allowed: number, redeemCount: number): number {
  if (!Number.isFinite(redeemCount) || redeemCount <= 0) return 0;
  return Math.max(0, Math.floor(allowed / redeemCount));
}

/** Progress toward a free unit in percent, capped at 100 (spec 3 §9). */
export function punchCardProgress(allowed: number, redeemCount: number): number {
  if (!Number.isFinite(redeemCount) || redeemCount <= 0) return 0;
  return Math.min(100, Math.max(0, (allowed / redeemCount) * 100));
}

/** Spec 3 §4: Redeem is enabled only at 100%. */
export function canRedeemPunchCard(allowed: number, redeemCount: number): boolean {
  return punchCardProgress(allowed, redeemCount) >= 100;
}

/** Spec 3 §4: the redemption quantity runs from 0 up to the allowed free units. */
export function clampRedeemQuantity(qty: number, freeUnits: number): number {
  if (!Number.isFinite(qty)) return 0;
  return Math.min(Math.max(0, freeUnits), Math.max(0, Math.floor(qty)));
}

/** A coupon-type punch card shows Check My Cart instead of Redeem. */
export function isCouponPunchCard(card: Pick<PunchCard, 'type'>): boolean {
  return (card.type ?? '').toUpperCase() === 'COUPON';
}
