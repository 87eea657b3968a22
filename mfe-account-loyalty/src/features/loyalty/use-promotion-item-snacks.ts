import { bus } from '@owa/shared';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSelector, useStore } from 'react-redux';
import { rewardName } from './card-texts';
import { loyaltyMessages as m } from './loyalty-messages';
import type { LoyaltyState } from './loyalty-slice';

/**
 * Spec 3 §4: a reward's or coupon's item configured in the menu's dialog ends with the promotion
 * applied and 'added to cart', said once when the item reaches the cart.
 */
export function usePromotionItemSnacks(): void {
  const intl = useIntl();
  const store = useStore<{ loyalty: LoyaltyState }>();
  const arrived = useSelector((state: { loyalty: LoyaltyState }) => state.loyalty.arrived);
  const said = useRef(arrived);
  useEffect(() => {
    if (!arrived || arrived === said.current) return;
    said.current = arrived;
    const { purpose } = arrived;
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
  }, [arrived, intl, store]);
}
