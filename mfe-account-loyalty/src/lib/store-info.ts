// The current store's settings the account team reads (guest icon, external apps, referral texts).
import { bus, type Coupon, pageStore, type Store, siteApi } from '@owa/shared';
import { CouponSchema } from '@owa/shared/entities';
import { useEffect, useState } from 'react';
import * as v from 'valibot';

/** The page's store as the shell fetched it (`shell:store`); null when it could not be had. */
export function fetchStoreInfo(storeId: string): Promise<Store | null> {
  return pageStore(storeId).catch(() => null);
}

/** The store, and whether asking for it has ended (found, failed, or no store to ask for). */
export interface StoreInfo {
  readonly store: Store | null;
  readonly settled: boolean;
}

/** What is known before asking: nothing to ask for, or the shell's store when it has it already. */
function storeInfoNow(storeId: string | null | undefined): StoreInfo {
  if (!storeId) return { store: null, settled: true };
  const page = bus.current('shell:store');
  const store = page?.status === 'ready' && page.storeId === storeId ? page.store : null;
  return { store, settled: store !== null };
}

/**
 * The store as `useStoreInfo` reads it, with whether it has settled. The first render already has
 * the shell's store when it is there, so what depends on it shows with the parcel, not a moment
 * after it (the header's More came after the page had shown: a shift, issue 18).
 */
export function useStoreInfoState(storeId: string | null | undefined): StoreInfo {
  const [asked, setAsked] = useState(() => ({ storeId, info: storeInfoNow(storeId) }));
  // Another store: what is known of it now, in this very render, not the last store's answer.
  const current = asked.storeId === storeId ? asked.info : storeInfoNow(storeId);
  const settled = current.settled;
  useEffect(() => {
    if (settled || !storeId) return;
    let live = true;
    void fetchStoreInfo(storeId).then(
      (store) => live && setAsked({ storeId, info: { store, settled: true } }),
    );
    return () => {
      live = false;
    };
  }, [storeId, settled]);
  return current;
}

export function useStoreInfo(storeId: string | null | undefined): Store | null {
  return useStoreInfoState(storeId).store;
}

/** The group's coupons as the store offers them (purchasable ones have charges and no uuid). */
export function fetchStoreCoupons(storeId: string): Promise<Coupon[]> {
  return siteApi()
    .request('/rewards/coupons', { schema: v.array(CouponSchema), storeId, silent: true })
    .catch(() => []);
}
