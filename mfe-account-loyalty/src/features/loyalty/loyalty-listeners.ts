// Loyalty's side effects, in the store's listener middleware (app/store.ts starts them).
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { loyaltyCountsChanged, pointsChanged } from '../customer';
import { fetchCustomerRewards, fetchRewardOptions, fetchVisitorCoupons } from './loyalty-api';
import { type LoadedLoyalty, loyaltyFailed, loyaltyLoaded, loyaltyRequested } from './loyalty-slice';
import { readAppliedPromotions } from './loyalty-storage';

async function fetchLoyalty(storeId: string, isLoggedIn: boolean) {
  if (!isLoggedIn) {
    const [rewards, coupons] = await Promise.all([fetchRewardOptions(storeId), fetchVisitorCoupons(storeId)]);
    return { rewards, coupons, punchCards: [], points: 0, counts: null };
  }
  const [rewards, mine] = await Promise.all([fetchRewardOptions(storeId), fetchCustomerRewards(storeId)]);
  const coupons = mine.coupons ?? [];
  const punchCards = mine.punchCards ?? [];
  const counts = { couponCount: coupons.length, punchCardCount: punchCards.length };
  return { rewards, coupons, punchCards, points: mine.points, counts };
}

export function listenForLoyalty(listeners: Pick<ListenerMiddlewareInstance, 'startListening'>): void {
  listeners.startListening({
    actionCreator: loyaltyRequested,
    effect: async ({ payload }, api) => {
      // A new session or store asks again: only the latest request's answer lands.
      api.cancelActiveListeners();
      const { storeId, isLoggedIn, customerId } = payload;
      try {
        const { counts, ...loaded } = await api.pause(fetchLoyalty(storeId, isLoggedIn));
        if (counts) {
          // The customer slice carries these to `account:customer` for the other teams.
          api.dispatch(loyaltyCountsChanged(counts));
          api.dispatch(pointsChanged(loaded.points));
        }
        const restored = isLoggedIn ? readAppliedPromotions(storeId, customerId ?? null) : undefined;
        api.dispatch(
          loyaltyLoaded({
            ...loaded,
            ...(restored === undefined ? {} : { restored }),
          } satisfies LoadedLoyalty),
        );
      } catch {
        if (!api.signal.aborted) api.dispatch(loyaltyFailed());
      }
    },
  });
}
