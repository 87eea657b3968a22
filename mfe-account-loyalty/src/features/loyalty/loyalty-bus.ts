import { type AppliedPromotions, bus } from '@owa/shared';
import { distinctUntilChanged, map, skip } from '@owa/shared/rx';
import { debounceTime } from '@owa/shared/rx-time';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { itemAddedForPromotion } from './loyalty-cart';
import {
  cartSummaryChanged,
  configurationCancelled,
  couponApplied,
  type LoyaltyState,
  loyaltyRequested,
  rewardApplied,
  sessionChanged,
} from './loyalty-slice';
import { writeAppliedPromotions } from './loyalty-storage';

/** The slice of the account store this feature needs: its own state and its dispatch. */
export interface LoyaltyStore {
  getState(): { readonly loyalty: LoyaltyState };
  dispatch: Dispatch<UnknownAction>;
  subscribe(listener: () => void): () => void;
}

/** Coupon eligibility is judged against the cart's subtotal on the server: re-read it once the cart settles. */
const CART_SETTLE_MS = 400;

export function appliedPromotionsOf(state: LoyaltyState): AppliedPromotions {
  return {
    storeId: state.storeId,
    redemptionItems: state.applied.redemptionItems,
    coupon: state.applied.coupon,
    punchCards: state.applied.punchCards,
  };
}

/**
 * The loyalty feature's bus wiring, connected once by the service app: it follows the session and
 * the cart, answers the menu team's promotion-item replies, and publishes what is applied to the cart
 * (`account:applied-promotions`) so the cart team reprices. Returns the disconnect function.
 */
export function connectLoyaltyToBus(store: LoyaltyStore): () => void {
  const publisher = bus.publisherFor('account');
  const customerId = () => bus.current('shell:session')?.user?.id ?? null;
  const reload = () => {
    const { storeId, isLoggedIn } = store.getState().loyalty;
    if (storeId) store.dispatch(loyaltyRequested({ storeId, isLoggedIn, customerId: customerId() }));
  };
  const session = bus
    .channel('shell:session')
    .pipe(
      map((value) => ({ userId: value.user?.id ?? null, storeId: value.storeId })),
      distinctUntilChanged((a, b) => a.userId === b.userId && a.storeId === b.storeId),
    )
    .subscribe(({ userId, storeId }) => {
      store.dispatch(sessionChanged({ storeId, isLoggedIn: userId !== null }));
      reload();
    });
  const cart = bus
    .channel('cart:summary')
    .subscribe((summary) => store.dispatch(cartSummaryChanged(summary)));
  const subtotal = bus
    .channel('cart:summary')
    .pipe(
      map((summary) => summary.subtotalCents),
      distinctUntilChanged(),
      skip(1),
      debounceTime(CART_SETTLE_MS),
    )
    .subscribe(() => {
      if (store.getState().loyalty.isLoggedIn) reload();
    });
  const configured = bus.on('account:promotion-item-configured').subscribe(({ purpose, line }) => {
    itemAddedForPromotion(store.getState().loyalty, purpose, line);
    store.dispatch(
      purpose.kind === 'reward'
        ? rewardApplied({ rewardId: purpose.rewardId })
        : couponApplied({ couponId: purpose.couponId }),
    );
  });
  const cancelled = bus.on('account:promotion-item-cancelled').subscribe(() => {
    store.dispatch(configurationCancelled());
  });

  let published: LoyaltyState['applied'] | null = null;
  let publishedStore: string | null | undefined;
  let loadedOnce = false;
  const publish = () => {
    const state = store.getState().loyalty;
    if (state.status === 'ready') loadedOnce = true;
    if (state.applied === published && state.storeId === publishedStore) return;
    published = state.applied;
    publishedStore = state.storeId;
    publisher.publish('account:applied-promotions', appliedPromotionsOf(state));
    // Nothing is kept before the first load, so a reload does not wipe what it is about to restore;
    // a logout clears it (spec 3 §4 Logout).
    if (loadedOnce || !state.isLoggedIn) writeAppliedPromotions(state.storeId, customerId(), state.applied);
  };
  publish();
  const unsubscribeStore = store.subscribe(publish);
  return () => {
    for (const subscription of [session, cart, subtotal, configured, cancelled]) subscription.unsubscribe();
    unsubscribeStore();
  };
}
