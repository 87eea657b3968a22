import { Box, Button, HStack, Stack, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import type { PromotionRefusal } from '../../domain/promotion-refusals';
import { useAccountSelector } from '../../lib/hooks';
import { refusalNotice, rewardName, selectRefusals, useLoyalty, useLoyaltyActions } from '../loyalty';
import { cartPromotionsMessages as m } from './cart-promotions-messages';

interface AppliedRowProps {
  readonly label: string;
  readonly name: string;
  readonly refusal: PromotionRefusal | null;
  readonly onRemove: () => void;
}

function AppliedRow({ label, name, refusal, onRemove }: AppliedRowProps) {
  const intl = useIntl();
  const notice = refusalNotice(intl, refusal);
  return (
    <Box as="li" py="1">
      <HStack justify="space-between" gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        <Button
          size="xs"
          variant="outline"
          aria-label={intl.formatMessage(m.removeNamed, { name })}
          onClick={onRemove}
        >
          {intl.formatMessage(m.remove)}
        </Button>
      </HStack>
      {notice ? (
        <Text fontSize="xs" color="red.700" role="status">
          {notice}
        </Text>
      ) : null}
    </Box>
  );
}

/** What the diner applied to this cart (one reward, one coupon, punch cards), each removable. */
export function AppliedPromotions() {
  const intl = useIntl();
  const { applied, rewards, activeRewardId } = useLoyalty();
  const actions = useLoyaltyActions();
  const refusals = useAccountSelector(selectRefusals);
  const refusalOf = (kind: PromotionRefusal['kind'], id: string | number) =>
    refusals.find((refusal) => refusal.kind === kind && refusal.id === String(id)) ?? null;
  const reward = rewards.find((r) => String(r.id) === activeRewardId);
  const coupon = applied.coupon;
  if (!reward && !coupon && applied.punchCards.length === 0) return null;
  const couponName = coupon ? (coupon.name ?? coupon.code ?? String(coupon.id)) : '';
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label={intl.formatMessage(m.applied)}>
      {reward ? (
        <AppliedRow
          label={intl.formatMessage(m.appliedReward, { name: rewardName(reward) })}
          name={rewardName(reward)}
          refusal={refusalOf('reward', reward.id)}
          onRemove={actions.removeReward}
        />
      ) : null}
      {coupon ? (
        <AppliedRow
          label={intl.formatMessage(m.appliedCoupon, { name: couponName })}
          name={couponName}
          refusal={refusalOf('coupon', coupon.id)}
          onRemove={actions.removeCoupon}
        />
      ) : null}
      {applied.punchCards.map((card) => {
        const name = card.name ?? card.code ?? String(card.id);
        return (
          <AppliedRow
            key={String(card.id)}
            label={intl.formatMessage(m.appliedPunchCard, { name, count: card.using ?? 0 })}
            name={name}
            refusal={refusalOf('punchCard', card.id)}
            onRemove={() => actions.applyPunchCard(card, 0)}
          />
        );
      })}
    </Stack>
  );
}
