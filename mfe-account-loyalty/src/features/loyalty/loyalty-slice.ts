import type { CartSummary, ItemConfigurationPurpose } from '@owa/shared';
import type { Coupon, PunchCard, RedemptionItem, RewardOption } from '@owa/shared/entities';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type CartFacts, EMPTY_CART, sameCoupon } from '../../domain/loyalty-cards';
import { clearsCoupon, type PromotionRefusal, promotionRefusals } from '../../domain/promotion-refusals';
import { accountReset } from '../../lib/account-reset';

export type LoyaltyDialog = (
  | { readonly kind: 'reward'; readonly id: string }
  | { readonly kind: 'coupon'; readonly id: string }
  | { readonly kind: 'punchCard'; readonly id: string }
) & {
  /** Opened from the cart's promotions area: that parcel renders it, not the store page's carousel. */
  readonly origin?: 'cart';
};

export type PromotionPurpose = Extract<ItemConfigurationPurpose, { kind: 'reward' | 'coupon' }>;

export interface LoyaltyState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly storeId: string | null;
  readonly isLoggedIn: boolean;
  readonly rewards: RewardOption[];
  readonly coupons: Coupon[];
  readonly punchCards: PunchCard[];
  readonly points: number;
  /** What the diner applied to the current cart: published as `account:applied-promotions`. */
  readonly applied: {
    readonly redemptionItems: RedemptionItem[];
    readonly coupon: Coupon | null;
    readonly punchCards: PunchCard[];
  };
  readonly cart: CartFacts;
  /** The applied cards the server refused when it last priced the cart (`cart:summary.promotionErrors`). */
  readonly refusals: PromotionRefusal[];
  /** A reward or coupon whose item the menu's dialog is configuring; applied once it reaches the cart. */
  readonly pending: PromotionPurpose | null;
  /** The last configured item that reached the cart (a new object each time: the snack says it once). */
  readonly arrived: { readonly purpose: PromotionPurpose } | null;
  readonly dialog: LoyaltyDialog | null;
}

const noneApplied: LoyaltyState['applied'] = { redemptionItems: [], coupon: null, punchCards: [] };

const initialState: LoyaltyState = {
  status: 'idle',
  storeId: null,
  isLoggedIn: false,
  rewards: [],
  coupons: [],
  punchCards: [],
  points: 0,
  applied: noneApplied,
  cart: EMPTY_CART,
  refusals: [],
  pending: null,
  arrived: null,
  dialog: null,
};

type Draft = { -readonly [Key in keyof LoyaltyState]: LoyaltyState[Key] };

/** Spec 3 §4: one active reward; redeeming it makes it the only redemption of the cart. */
function applyReward(state: Draft, rewardId: string): void {
  const reward = state.rewards.find((r) => String(r.id) === rewardId);
  if (!reward) return;
  state.applied = {
    ...state.applied,
    redemptionItems: [{ rewardId: reward.id, qty: 1, redeemPoints: reward.redeemPoints }],
  };
  state.refusals = state.refusals.filter((refusal) => refusal.kind !== 'reward');
  state.pending = null;
  state.dialog = null;
}

function applyCoupon(state: Draft, couponId: string): void {
  const coupon = state.coupons.find((c) => String(c.id) === couponId);
  if (!coupon) return;
  state.applied = { ...state.applied, coupon };
  state.refusals = state.refusals.filter((refusal) => refusal.kind !== 'coupon');
  state.pending = null;
  state.dialog = null;
}

export interface LoadedLoyalty {
  rewards: RewardOption[];
  coupons: Coupon[];
  punchCards: PunchCard[];
  points: number;
  /** What was applied before a reload (kept in this browser), checked against what was loaded. */
  restored?: LoyaltyState['applied'] | null;
}

function isEmpty(applied: LoyaltyState['applied']): boolean {
  return applied.redemptionItems.length === 0 && !applied.coupon && applied.punchCards.length === 0;
}

/** What stays applied after a load: only what the server still offers, the coupon with its fresh eligibility. */
function keptApplied(applied: LoyaltyState['applied'], loaded: LoadedLoyalty): LoyaltyState['applied'] {
  const active = applied.coupon;
  const coupon = active ? (loaded.coupons.find((c) => sameCoupon(c, active)) ?? null) : null;
  const redemptionItems = applied.redemptionItems.filter((item) =>
    loaded.rewards.some((reward) => String(reward.id) === String(item.rewardId)),
  );
  const punchCards = applied.punchCards.flatMap((used) => {
    const card = loaded.punchCards.find((c) => String(c.id) === String(used.id));
    return card ? [{ ...card, using: used.using }] : [];
  });
  const same =
    coupon === applied.coupon &&
    redemptionItems.length === applied.redemptionItems.length &&
    punchCards.length === applied.punchCards.length &&
    punchCards.every((card, index) => card.earned === applied.punchCards[index]?.earned);
  return same ? applied : { redemptionItems, coupon, punchCards };
}

function appliedIds(applied: LoyaltyState['applied']) {
  return {
    couponId: applied.coupon ? String(applied.coupon.id) : null,
    rewardIds: applied.redemptionItems.map((item) => String(item.rewardId)),
    punchCardIds: applied.punchCards.map((card) => String(card.id)),
  };
}

/** A refusal stays only while its card is applied; a cleared coupon's stays until another is applied. */
function refusalsStillApplied(state: LoyaltyState): PromotionRefusal[] {
  const ids = appliedIds(state.applied);
  return state.refusals.filter((refusal) => {
    if (refusal.kind === 'coupon')
      return ids.couponId === refusal.id || (!ids.couponId && clearsCoupon(refusal));
    return (refusal.kind === 'reward' ? ids.rewardIds : ids.punchCardIds).includes(refusal.id);
  });
}

export const loyaltySlice = createSlice({
  name: 'loyalty',
  initialState,
  reducers: {
    /** Reward options for everyone; the customer's coupons, punch cards and points, or a visitor's coupons (loyalty-listeners.ts). */
    loyaltyRequested(
      state,
      action: PayloadAction<{ storeId: string; isLoggedIn: boolean; customerId?: string | null }>,
    ) {
      state.status = 'loading';
      state.storeId = action.payload.storeId;
    },
    loyaltyLoaded(state, action: PayloadAction<LoadedLoyalty>) {
      const loaded = action.payload;
      state.status = 'ready';
      state.rewards = loaded.rewards;
      state.coupons = loaded.coupons;
      state.punchCards = loaded.punchCards;
      state.points = loaded.points;
      state.applied = keptApplied(
        isEmpty(state.applied) && loaded.restored ? loaded.restored : state.applied,
        loaded,
      );
      state.refusals = refusalsStillApplied(state);
    },
    loyaltyFailed(state) {
      state.status = 'failed';
    },
    sessionChanged(state, action: PayloadAction<{ storeId: string | null; isLoggedIn: boolean }>) {
      const { storeId, isLoggedIn } = action.payload;
      if (state.storeId === storeId && state.isLoggedIn === isLoggedIn) return state;
      // A new store or a new person: nothing applied or loaded carries over (spec 3 §4 Logout).
      return { ...initialState, storeId, isLoggedIn, cart: state.cart };
    },
    cartSummaryChanged(state, action: PayloadAction<CartSummary>) {
      const summary = action.payload;
      state.cart = {
        itemCount: summary.itemCount,
        subtotalCents: summary.subtotalCents,
        pointsUsed: summary.existingOrder?.pointsUsed ?? 0,
        stampsUsed: summary.existingOrder?.stampsUsed ?? 0,
        couponUsed: summary.existingOrder?.couponUsed ?? false,
      };
      // Publishers older than the field say nothing about refusals: keep what is known. While the
      // cart is pricing a change (`pricing`), its errors are those of the cart before that change,
      // so an apply is neither refused nor accepted until the priced summary arrives.
      if (!summary.promotionErrors || summary.pricing === true) return;
      const kept = state.refusals.find(clearsCoupon) ?? null;
      state.refusals = promotionRefusals(appliedIds(state.applied), summary.promotionErrors, kept);
      // Spec 2 §8: an invalid coupon is cleared, so the next pricing goes without it.
      if (state.applied.coupon && state.refusals.some(clearsCoupon)) state.applied.coupon = null;
    },
    dialogOpened(state, action: PayloadAction<LoyaltyDialog>) {
      state.dialog = action.payload;
    },
    dialogClosed(state) {
      state.dialog = null;
    },
    configurationStarted(state, action: PayloadAction<PromotionPurpose>) {
      state.pending = action.payload;
      state.dialog = null;
    },
    /**
     * The item being configured for the pending reward or coupon reached the cart (named on its line
     * in `cart:summary`): the promotion becomes the active one.
     */
    promotionItemArrived(state, action: PayloadAction<PromotionPurpose>) {
      const purpose = action.payload;
      if (purpose.kind === 'reward') applyReward(state, purpose.rewardId);
      else applyCoupon(state, purpose.couponId);
      state.arrived = { purpose };
    },
    /** Spec 3 §4: one active reward; redeeming it makes it the only redemption of the cart. */
    rewardApplied(state, action: PayloadAction<{ rewardId: string }>) {
      applyReward(state, action.payload.rewardId);
    },
    rewardRemoved(state) {
      state.applied.redemptionItems = [];
      state.refusals = state.refusals.filter((refusal) => refusal.kind !== 'reward');
    },
    couponApplied(state, action: PayloadAction<{ couponId: string }>) {
      applyCoupon(state, action.payload.couponId);
    },
    /** Spec 3 §4: removing clears the dialog, the active coupon and the composite queue. */
    couponRemoved(state) {
      state.applied.coupon = null;
      state.refusals = state.refusals.filter((refusal) => refusal.kind !== 'coupon');
      state.pending = null;
      state.dialog = null;
    },
    punchCardUseChanged(state, action: PayloadAction<{ id: string; using: number }>) {
      const card = state.punchCards.find((c) => String(c.id) === action.payload.id);
      if (!card) return;
      const others = state.applied.punchCards.filter((c) => String(c.id) !== action.payload.id);
      state.refusals = state.refusals.filter(
        (refusal) => refusal.kind !== 'punchCard' || refusal.id !== action.payload.id,
      );
      state.applied.punchCards =
        action.payload.using > 0 ? [...others, { ...card, using: action.payload.using }] : others;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountReset, (state) => ({ ...initialState, cart: state.cart, storeId: state.storeId }));
  },
});

export const {
  loyaltyRequested,
  loyaltyLoaded,
  loyaltyFailed,
  sessionChanged,
  cartSummaryChanged,
  dialogOpened,
  dialogClosed,
  configurationStarted,
  promotionItemArrived,
  rewardApplied,
  rewardRemoved,
  couponApplied,
  couponRemoved,
  punchCardUseChanged,
} = loyaltySlice.actions;

export interface WithLoyalty {
  readonly loyalty: LoyaltyState;
}

export const selectLoyalty = (state: WithLoyalty) => state.loyalty;
export const selectRefusals = (state: WithLoyalty) => state.loyalty.refusals;
/** Why the server refused this applied card, if it did. */
export const selectRefusal =
  (kind: PromotionRefusal['kind'], id: string | number) =>
  (state: WithLoyalty): PromotionRefusal | null =>
    state.loyalty.refusals.find((refusal) => refusal.kind === kind && refusal.id === String(id)) ?? null;
export const selectActiveRewardId = (state: WithLoyalty) => {
  const first = state.loyalty.applied.redemptionItems[0];
  return first ? String(first.rewardId) : null;
};
