// The current store's settings the account team reads (guest icon, external apps, referral texts).
import { type Coupon, pageStore, type Store, siteApi } from '@owa/shared';
import { CouponSchema } from '@owa/shared/entities';
import { useEffect, useState } from 'react';
import * as v from 'valibot';

/** The page's store as the shell fetched it (`shell:store`); null when it could not be had. */
export function fetchStoreInfo(storeId: string): Promise<Store | null> {
  return pageStore(storeId).catch(() => null);
}

export function useStoreInfo(storeId: string | null | undefined): Store | null {
  const [store, setStore] = useState<Store | null>(null);
  useEffect(() => {
    setStore(null);
    if (!storeId) return;
    let live = true;
    void fetchStoreInfo(storeId).then((value) => live && setStore(value));
    return () => {
      live = false;
    };
  }, [storeId]);
  return store;
}

/** The group's coupons as the store offers them (purchasable ones have charges and no uuid). */
export function fetchStoreCoupons(storeId: string): Promise<Coupon[]> {
  return siteApi()
    .request('/rewards/coupons', { schema: v.array(CouponSchema), storeId, silent: true })
    .catch(() => []);
}
