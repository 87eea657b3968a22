import { bus } from '@owa/shared';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { rewardName } from './card-texts';
import { loyaltyMessages as m } from './loyalty-messages';
import type { LoyaltyState } from './loyalty-slice';

/** Spec 3 §4: the menu team's configuration steps end with the promotion applied and 'added to cart'. */
export function usePromotionItemSnacks(): void {
  const intl = useIntl();
  const store = useStore<{ loyalty: LoyaltyState }>();
  useEffect(() => {
    const subscription = bus.on('account:promotion-item-configured').subscribe(({ purpose }) => {
      const { rewards, coupons } = store.getState().loyalty;
      const message =
        purpose.kind === 'reward'
          ? intl.formatMessage(m.rewardAdded, {
              name: rewardName(
                rewards.find((r) => String(r.id) === purpose.rewardId) ?? {
                  id: purpose.rewardId,
                  redeemPoints: 0,
                },
              ),
            })
          : intl.formatMessage(m.couponApplied, {
              name: coupons.find((c) => String(c.id) === purpose.couponId)?.name ?? '',
            });
      bus.emit('shell:snack', { message, status: 'success' });
    });
    return () => subscription.unsubscribe();
  }, [intl, store]);
}
