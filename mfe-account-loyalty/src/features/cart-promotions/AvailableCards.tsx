import { Box, HStack } from '@owa/shared/design-kit';
import type { Coupon, PunchCard, RewardOption } from '@owa/shared/entities';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CouponCard, PunchCardCard, RewardCard, useLoyaltyActions } from '../loyalty';
import { cartPromotionsMessages as m } from './cart-promotions-messages';

interface AvailableCardsProps {
  readonly rewards: readonly RewardOption[];
  readonly coupons: readonly Coupon[];
  readonly punchCards: readonly PunchCard[];
}

/**
 * The customer's punch cards, coupons and rewards in one horizontally scrolling row (the dialog is
 * 450 px at most); each card carries its validity message and opens its dialog above the cart.
 */
export function AvailableCards({ rewards, coupons, punchCards }: AvailableCardsProps) {
  const intl = useIntl();
  const actions = useLoyaltyActions();
  const items: { key: string; node: ReactNode }[] = [
    ...punchCards.map((card) => ({
      key: `p-${card.id}`,
      node: (
        <PunchCardCard
          card={card}
          onOpen={() => actions.open({ kind: 'punchCard', id: String(card.id), origin: 'cart' })}
        />
      ),
    })),
    ...coupons.map((coupon) => ({
      key: `c-${coupon.id}`,
      node: (
        <CouponCard
          coupon={coupon}
          onOpen={() => actions.open({ kind: 'coupon', id: String(coupon.id), origin: 'cart' })}
        />
      ),
    })),
    ...rewards.map((reward) => ({
      key: `r-${reward.id}`,
      node: (
        <RewardCard
          reward={reward}
          onOpen={() => actions.open({ kind: 'reward', id: String(reward.id), origin: 'cart' })}
        />
      ),
    })),
  ];
  return (
    <HStack
      as="ul"
      role="list"
      aria-label={intl.formatMessage(m.available)}
      listStyleType="none"
      align="stretch"
      gap="2"
      overflowX="auto"
      pb="2"
      scrollSnapType="x mandatory"
    >
      {items.map((item) => (
        <Box as="li" key={item.key} flex="0 0 220px" display="flex" scrollSnapAlign="start">
          {item.node}
        </Box>
      ))}
    </HStack>
  );
}
