import { bus, type LoginReason } from '@owa/shared';
import type { Coupon, PunchCard, RewardOption } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { MOBILE_MAX_WIDTH, needsConfiguration, retryEvery } from '../../domain/loyalty-cards';
import { useAccountDispatch } from '../../lib/hooks';
import { rewardName } from './card-texts';
import { itemAddedForPromotion } from './loyalty-cart';
import { loyaltyMessages as m } from './loyalty-messages';
import type { WithLoyalty } from './loyalty-slice';
import {
  configurationStarted,
  couponApplied,
  couponRemoved,
  dialogClosed,
  dialogOpened,
  type LoyaltyDialog,
  punchCardUseChanged,
  rewardApplied,
  rewardRemoved,
} from './loyalty-slice';

/** What the cards and dialogs do; every change of what is applied reaches the cart through the bus. */
export function useLoyaltyActions() {
  const intl = useIntl();
  const dispatch = useAccountDispatch();
  const store = useStore<WithLoyalty>();
  const snack = (message: string, status: 'success' | 'info' | 'error' = 'success') =>
    bus.emit('shell:snack', { message, status });

  /** Spec 3 §4: a visitor is told to log in, the login dialog opens, and the cart on small screens. */
  const askToLogIn = (reason: LoginReason) => {
    snack(intl.formatMessage(m.loginToSeeRewards), 'info');
    bus.emit('account:login-requested', { reason });
    if (window.innerWidth <= MOBILE_MAX_WIDTH) bus.emit('cart:open', {});
  };

  const open = (dialog: LoyaltyDialog) => {
    const { loyalty } = store.getState();
    if (!loyalty.isLoggedIn) return askToLogIn(dialog.kind === 'coupon' ? 'coupon' : 'reward');
    if (dialog.kind !== 'punchCard') return dispatch(dialogOpened(dialog));
    // The card may still be arriving with the customer's rewards: retry before giving up (spec 3 §4).
    const found = () => store.getState().loyalty.punchCards.some((c) => String(c.id) === dialog.id);
    void retryEvery(found).then((ok) =>
      ok ? dispatch(dialogOpened(dialog)) : snack(intl.formatMessage(m.punchOpenFailed), 'error'),
    );
  };

  const redeemReward = (reward: RewardOption) => {
    const purpose = { kind: 'reward', rewardId: String(reward.id) } as const;
    const { loyalty } = store.getState();
    if (needsConfiguration(reward.menuItem) && loyalty.storeId && reward.menuItem) {
      dispatch(configurationStarted(purpose));
      bus.emit('menu:configure-item', {
        storeId: loyalty.storeId,
        itemCode: reward.menuItem.code,
        ...(reward.menuItem.menuCode ? { menuCode: reward.menuItem.menuCode } : {}),
        purpose,
      });
      return;
    }
    itemAddedForPromotion(loyalty, purpose);
    dispatch(rewardApplied({ rewardId: purpose.rewardId }));
    snack(intl.formatMessage(m.rewardAdded, { name: rewardName(reward) }));
  };

  const applyCoupon = (coupon: Coupon) => {
    const purpose = { kind: 'coupon', couponId: String(coupon.id) } as const;
    const { loyalty } = store.getState();
    if (needsConfiguration(coupon.menuItem) && loyalty.storeId && coupon.menuItem) {
      dispatch(configurationStarted(purpose));
      bus.emit('menu:configure-item', {
        storeId: loyalty.storeId,
        itemCode: coupon.menuItem.code,
        ...(coupon.menuItem.menuCode ? { menuCode: coupon.menuItem.menuCode } : {}),
        purpose,
      });
      return;
    }
    itemAddedForPromotion(loyalty, purpose);
    dispatch(couponApplied({ couponId: purpose.couponId }));
    snack(intl.formatMessage(m.couponApplied, { name: coupon.name ?? coupon.code ?? '' }));
  };

  return {
    open,
    askToLogIn,
    close: () => dispatch(dialogClosed()),
    redeemReward,
    removeReward: () => {
      dispatch(rewardRemoved());
      snack(intl.formatMessage(m.rewardRemoved), 'info');
    },
    applyCoupon,
    removeCoupon: () => {
      dispatch(couponRemoved());
      snack(intl.formatMessage(m.couponRemoved), 'info');
    },
    applyPunchCard: (card: PunchCard, using: number) => {
      dispatch(punchCardUseChanged({ id: String(card.id), using }));
      if (using > 0) snack(intl.formatMessage(m.punchApplied, { name: card.name ?? '' }));
    },
    /** Spec 3 §4: Check My Cart closes the dialog and opens the cart. */
    checkMyCart: () => {
      dispatch(dialogClosed());
      bus.emit('cart:open', {});
    },
  };
}
