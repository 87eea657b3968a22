// The current store's settings the account team reads (guest icon, external apps, referral texts).
import { type Coupon, type Store, StoreSchema, siteApi } from '@owa/shared';
import { CouponSchema } from '@owa/shared/entities';
import { useEffect, useState } from 'react';
import * as v from 'valibot';

const StoreListSchema = v.array(StoreSchema);
const cache = new Map<string, Promise<Store | null>>();

/** GET /store for one store, once per page (silent: the header must not snack about it). */
export function fetchStoreInfo(storeId: string): Promise<Store | null> {
  let pending = cache.get(storeId);
  if (!pending) {
    pending = siteApi()
      .request('/store', { query: { storeId }, schema: StoreListSchema, storeId, silent: true })
      .then((stores) => stores[0] ?? null)
      .catch(() => {
        cache.delete(storeId);
        return null;
      });
    cache.set(storeId, pending);
  }
  return pending;
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
