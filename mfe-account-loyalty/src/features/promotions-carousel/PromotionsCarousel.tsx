import { Box, Button, Skeleton, Stack, Text, useStaticClasses } from '@owa/shared/design-kit';
import { formatPoints } from '@owa/shared/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { visibleCoupons } from '../../domain/loyalty';
import { rewardsForStoreRoute } from '../../domain/loyalty-cards';
import { useAccountDispatch } from '../../lib/hooks';
import type { WithLoyalty } from '../loyalty';
import {
  CouponCard,
  ensureLoyaltyConnected,
  LoyaltyDialogs,
  loyaltyRequested,
  loyaltyMessages as m,
  PunchCardCard,
  RewardCard,
  useLoyalty,
  useLoyaltyActions,
  usePromotionItemSnacks,
} from '../loyalty';
import { CarouselSection } from './CarouselSection';
import { CAROUSEL_CLASSES } from './carousel-styles';
import { useItemsPerPage } from './use-items-per-page';

/** Spec 1 §2.4: the store route's loyalty and promotion carousels, with their dialogs. */
export function PromotionsCarousel() {
  const intl = useIntl();
  const dispatch = useAccountDispatch();
  const store = useStore<WithLoyalty>();
  const loyalty = useLoyalty();
  const actions = useLoyaltyActions();
  const perPage = useItemsPerPage();
  const classes = useStaticClasses(CAROUSEL_CLASSES);
  useEffect(() => ensureLoyaltyConnected(store), [store]);
  usePromotionItemSnacks();
  if (loyalty.status === 'failed') {
    return (
      <Box role="alert" py="2">
        <Text mb="2">{intl.formatMessage(m.loadFailed)}</Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            loyalty.storeId &&
            dispatch(loyaltyRequested({ storeId: loyalty.storeId, isLoggedIn: loyalty.isLoggedIn }))
          }
        >
          {intl.formatMessage(m.retry)}
        </Button>
      </Box>
    );
  }
  if (loyalty.status !== 'ready') {
    return (
      <Stack role="status" aria-busy="true" aria-label={intl.formatMessage(m.loading)} py="2">
        <Skeleton h="6" w="40" />
        <Skeleton h="106px" w="284px" maxW="full" />
      </Stack>
    );
  }
  const punch = loyalty.punchCards.map((card) => ({
    key: `p-${card.id}`,
    node: (
      <PunchCardCard card={card} onOpen={() => actions.open({ kind: 'punchCard', id: String(card.id) })} />
    ),
  }));
  const coupons = visibleCoupons(loyalty.coupons).map((coupon) => ({
    key: `c-${coupon.id}`,
    node: (
      <CouponCard coupon={coupon} onOpen={() => actions.open({ kind: 'coupon', id: String(coupon.id) })} />
    ),
  }));
  const rewards = rewardsForStoreRoute(loyalty.rewards).map((reward) => ({
    key: `r-${reward.id}`,
    node: (
      <RewardCard reward={reward} onOpen={() => actions.open({ kind: 'reward', id: String(reward.id) })} />
    ),
  }));
  return (
    <aside
      aria-label={intl.formatMessage(m.carouselRegion)}
      className={classes.region}
      data-testid="promotions-carousel"
    >
      {loyalty.isLoggedIn ? (
        <p className={classes.points}>
          {intl.formatMessage(m.yourPoints, { points: formatPoints(loyalty.points) })}
        </p>
      ) : null}
      <CarouselSection title={intl.formatMessage(m.loyaltyProgram)} perPage={perPage} items={punch} />
      <CarouselSection title={intl.formatMessage(m.couponsTitle)} perPage={perPage} items={coupons} />
      <CarouselSection title={intl.formatMessage(m.promotionRewards)} perPage={perPage} items={rewards} />
      <LoyaltyDialogs />
    </aside>
  );
}
