import { type AppliedPromotions, bus, type CartSummary, type PromotionRef } from '@owa/shared';
import { distinctUntilChanged, map, skip } from '@owa/shared/rx';
import { debounceTime } from '@owa/shared/rx-time';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  cartSummaryChanged,
  type LoyaltyState,
  loyaltyRequested,
  type PromotionPurpose,
  promotionItemArrived,
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

const keyOf = (promotion: PromotionRef) =>
  promotion.kind === 'reward' ? `reward:${promotion.rewardId}` : `coupon:${promotion.couponId}`;

/** How many of the cart's lines were added for this reward or coupon. */
function linesFor(summary: CartSummary | null, purpose: PromotionPurpose): number {
  const key = keyOf(purpose);
  return (summary?.lines ?? []).filter(({ promotion }) => promotion && keyOf(promotion) === key).length;
}

/**
 * The loyalty feature's bus wiring, connected once by the service app: it follows the session and
 * the cart, applies a reward or coupon once the item configured for it reaches the cart (named on a
 * new line of `cart:summary`), and publishes what is applied to the cart
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
  let previous: CartSummary | null = null;
  const cart = bus.channel('cart:summary').subscribe((summary) => {
    store.dispatch(cartSummaryChanged(summary));
    const { pending } = store.getState().loyalty;
    if (pending && linesFor(summary, pending) > linesFor(previous, pending))
      store.dispatch(promotionItemArrived(pending));
    previous = summary;
  });
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
    for (const subscription of [session, cart, subtotal]) subscription.unsubscribe();
    unsubscribeStore();
  };
}
