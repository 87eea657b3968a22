import { formatPoints } from '@owa/shared/domain';
import type { RewardOption } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { rewardCardState } from '../../domain/loyalty-cards';
import { useAccountSelector } from '../../lib/hooks';
import {
  expiryLine,
  pointsText,
  refusalNotice,
  rewardHeadline,
  rewardName,
  rewardNotice,
} from './card-texts';
import { type CardVariant, LoyaltyCard } from './LoyaltyCard';
import { loyaltyMessages as m } from './loyalty-messages';
import { selectRefusal } from './loyalty-slice';
import { useLoyalty } from './use-loyalty';

interface RewardCardProps {
  readonly reward: RewardOption;
  readonly variant?: CardVariant;
  readonly onOpen?: () => void;
}

/** A reward option (spec 3 §4 Rewards): its points, discount, expiry and why it cannot be redeemed. */
export function RewardCard({ reward, variant = 'carousel', onOpen }: RewardCardProps) {
  const intl = useIntl();
  const loyalty = useLoyalty();
  const refusal = useAccountSelector(selectRefusal('reward', reward.id));
  if (variant === 'history') {
    return (
      <LoyaltyCard
        variant="history"
        title={rewardName(reward)}
        headline={intl.formatMessage(m.redeemedFor, { points: formatPoints(reward.redeemPoints) })}
        lines={[rewardHeadline(intl, reward)]}
      />
    );
  }
  const state = rewardCardState({
    isLoggedIn: loyalty.isLoggedIn,
    reward,
    points: loyalty.points,
    cart: loyalty.cart,
    activeRewardId: loyalty.activeRewardId,
  });
  const active = state.status === 'alreadyInCart';
  const notice =
    refusalNotice(intl, refusal) ??
    (state.status === 'loginRequired' || active ? undefined : rewardNotice(intl, reward, state));
  return (
    <LoyaltyCard
      variant={variant}
      title={rewardName(reward)}
      headline={pointsText(intl, reward.redeemPoints)}
      lines={[rewardHeadline(intl, reward), variant === 'detail' ? expiryLine(intl, reward) : null]}
      notice={notice}
      badge={active ? intl.formatMessage(m.inCart) : undefined}
      muted={refusal !== null || (state.status !== 'available' && !active)}
      onOpen={onOpen}
    />
  );
}
