import type { LoyaltyState } from './loyalty-slice';

/** The account team's key: what the diner applied to their cart survives a reload, as the cart does. */
export const APPLIED_PROMOTIONS_KEY = 'owa.account.applied-promotions.v1';

interface StoredApplied {
  readonly storeId: string;
  readonly customerId: string;
  readonly applied: LoyaltyState['applied'];
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function writeAppliedPromotions(
  storeId: string | null,
  customerId: string | null,
  applied: LoyaltyState['applied'],
): void {
  const store = storage();
  if (!store) return;
  const empty = applied.redemptionItems.length === 0 && !applied.coupon && applied.punchCards.length === 0;
  if (!storeId || !customerId || empty) {
    store.removeItem(APPLIED_PROMOTIONS_KEY);
    return;
  }
  store.setItem(
    APPLIED_PROMOTIONS_KEY,
    JSON.stringify({ storeId, customerId, applied } satisfies StoredApplied),
  );
}

/** What this customer applied at this store before the reload, if anything; anything else is dropped. */
export function readAppliedPromotions(
  storeId: string,
  customerId: string | null,
): LoyaltyState['applied'] | null {
  const store = storage();
  const text = store?.getItem(APPLIED_PROMOTIONS_KEY);
  if (!text || !customerId) return null;
  try {
    const stored = JSON.parse(text) as Partial<StoredApplied>;
    if (stored.storeId !== storeId || stored.customerId !== customerId || !stored.applied) return null;
    const { redemptionItems, coupon, punchCards } = stored.applied;
    if (!Array.isArray(redemptionItems) || !Array.isArray(punchCards)) return null;
    return { redemptionItems, coupon: coupon ?? null, punchCards };
  } catch {
    return null;
  }
}
