import { bus } from '@owa/shared';
import { Box, Button, Heading, Stack, Text } from '@owa/shared/design-kit';
import { formatPoints } from '@owa/shared/domain';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'react-redux';
import { cartPromotionsView } from '../../domain/cart-promotions';
import { useAccountDispatch } from '../../lib/hooks';
import type { WithLoyalty } from '../loyalty';
import {
  ensureLoyaltyConnected,
  LoyaltyDialogs,
  loyaltyMessages as lm,
  loyaltyRequested,
  useLoyalty,
} from '../loyalty';
import { AppliedPromotions } from './AppliedPromotions';
import { AvailableCards } from './AvailableCards';
import { CartPromotionsSkeleton } from './CartPromotionsSkeleton';
import { cartPromotionsMessages as m } from './cart-promotions-messages';

/** The cart dialog's promotions area (spec 2 §2; spec 3 §4): what is applied, what can be, or the login prompt. */
export default function CartPromotions() {
  const intl = useIntl();
  const dispatch = useAccountDispatch();
  const store = useStore<WithLoyalty>();
  const headingId = useId();
  const loyalty = useLoyalty();
  useEffect(() => ensureLoyaltyConnected(store), [store]);
  if (loyalty.status === 'failed') {
    const retry = () =>
      loyalty.storeId &&
      dispatch(loyaltyRequested({ storeId: loyalty.storeId, isLoggedIn: loyalty.isLoggedIn }));
    return (
      <Box role="alert">
        <Text fontSize="sm" mb="1">
          {intl.formatMessage(lm.loadFailed)}
        </Text>
        <Button size="xs" variant="outline" onClick={retry}>
          {intl.formatMessage(lm.retry)}
        </Button>
      </Box>
    );
  }
  if (loyalty.status !== 'ready') return <CartPromotionsSkeleton />;
  const view = cartPromotionsView({
    isLoggedIn: loyalty.isLoggedIn,
    rewards: loyalty.rewards,
    coupons: loyalty.coupons,
    punchCards: loyalty.punchCards,
    appliedCount:
      loyalty.applied.redemptionItems.length +
      (loyalty.applied.coupon ? 1 : 0) +
      loyalty.applied.punchCards.length,
  });
  if (view.kind === 'hidden') return null;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid="cart-promotions">
      <Stack direction="row" justify="space-between" align="baseline" mb="1">
        <Heading as="h3" size="sm" id={headingId}>
          {intl.formatMessage(m.title)}
        </Heading>
        {loyalty.isLoggedIn ? (
          <Text fontSize="xs">
            {intl.formatMessage(lm.yourPoints, { points: formatPoints(loyalty.points) })}
          </Text>
        ) : null}
      </Stack>
      {view.kind === 'login' ? (
        <Button
          size="sm"
          variant="outline"
          onClick={() => bus.emit('account:login-requested', { reason: 'reward' })}
        >
          {intl.formatMessage(lm.loginToSeeRewards)}
        </Button>
      ) : null}
      {view.kind === 'empty' ? <Text fontSize="sm">{intl.formatMessage(m.empty)}</Text> : null}
      {view.kind === 'cards' ? (
        <Stack gap="2">
          <AppliedPromotions />
          <AvailableCards rewards={view.rewards} coupons={view.coupons} punchCards={view.punchCards} />
        </Stack>
      ) : null}
      <LoyaltyDialogs origin="cart" />
    </Box>
  );
}
