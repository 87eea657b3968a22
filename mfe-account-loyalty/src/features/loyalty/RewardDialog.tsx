import { Button, Text } from '@owa/shared/design-kit';
import { formatPoints } from '@owa/shared/domain';
import type { RewardOption } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { rewardCardState } from '../../domain/loyalty-cards';
import { expiryLine, pointsText, rewardHeadline, rewardName, rewardNotice } from './card-texts';
import { LoyaltyDialogFrame } from './LoyaltyDialogFrame';
import { loyaltyMessages as m } from './loyalty-messages';
import { useLoyalty } from './use-loyalty';
import { useLoyaltyActions } from './use-loyalty-actions';

/** Spec 3 §2 Rewards dialog: points, reward name, worth, expiry, discount, and the select-items note. */
export default function RewardDialog({ reward }: { readonly reward: RewardOption }) {
  const intl = useIntl();
  const loyalty = useLoyalty();
  const actions = useLoyaltyActions();
  const state = rewardCardState({
    isLoggedIn: loyalty.isLoggedIn,
    reward,
    points: loyalty.points,
    cart: loyalty.cart,
    activeRewardId: loyalty.activeRewardId,
  });
  const notice = rewardNotice(intl, reward, state);
  const active = state.status === 'alreadyInCart';
  return (
    <LoyaltyDialogFrame
      title={rewardName(reward)}
      testId="reward-dialog"
      onClose={actions.close}
      actions={
        active ? (
          <Button variant="outline" onClick={actions.removeReward}>
            {intl.formatMessage(m.removeReward)}
          </Button>
        ) : (
          <Button
            colorPalette="gray"
            disabled={state.status !== 'available'}
            onClick={() => actions.redeemReward(reward)}
          >
            {intl.formatMessage(m.redeem)}
          </Button>
        )
      }
    >
      <Text fontWeight="semibold">
        {intl.formatMessage(m.yourPoints, { points: formatPoints(loyalty.points) })}
      </Text>
      <Text>{pointsText(intl, reward.redeemPoints)}</Text>
      {rewardHeadline(intl, reward) ? <Text>{rewardHeadline(intl, reward)}</Text> : null}
      <Text color="fg.muted">{expiryLine(intl, reward)}</Text>
      {reward.menuItem ? <Text fontSize="sm">{intl.formatMessage(m.selectItems)}</Text> : null}
      {notice ? (
        <Text role="status" color="red.700">
          {notice}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(active ? m.inCart : m.availableInCart)}
        </Text>
      )}
    </LoyaltyDialogFrame>
  );
}
