import { Button, Text } from '@owa/shared/design-kit';
import { NumberInput, Progress } from '@owa/shared/design-kit/overlays';
import type { PunchCard } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { clampRedeemQuantity } from '../../domain/loyalty';
import { punchCardState } from '../../domain/loyalty-cards';
import { expiryLine } from './card-texts';
import { LoyaltyDialogFrame } from './LoyaltyDialogFrame';
import { loyaltyMessages as m } from './loyalty-messages';
import { useLoyalty } from './use-loyalty';
import { useLoyaltyActions } from './use-loyalty-actions';

/** Spec 3 §4 Punch cards: progress (capped at 100 %), Redeem at 100 %, 0..allowed free units, Check My Cart. */
export default function PunchCardDialog({ card }: { readonly card: PunchCard }) {
  const intl = useIntl();
  const { cart, applied } = useLoyalty();
  const actions = useLoyaltyActions();
  const state = punchCardState(card, cart);
  const using = applied.punchCards.find((c) => String(c.id) === String(card.id))?.using ?? 0;
  const reward = card.rewardNameString ?? card.name ?? '';
  const stamps = intl.formatMessage(m.stamps, {
    earned: Math.min(state.allowed, card.redeemCount),
    needed: card.redeemCount,
  });
  return (
    <LoyaltyDialogFrame
      title={card.name ?? card.code ?? ''}
      testId="punch-card-dialog"
      onClose={actions.close}
      actions={
        <>
          {state.checkMyCart ? (
            <Button variant="outline" onClick={actions.checkMyCart}>
              {intl.formatMessage(m.checkMyCart)}
            </Button>
          ) : null}
          {using > 0 ? (
            <Button variant="outline" onClick={() => actions.applyPunchCard(card, 0)}>
              {intl.formatMessage(m.punchStop)}
            </Button>
          ) : (
            <Button
              colorPalette="gray"
              disabled={!state.canRedeem}
              onClick={() => actions.applyPunchCard(card, 1)}
            >
              {intl.formatMessage(m.punchRedeem)}
            </Button>
          )}
        </>
      }
    >
      {card.description ? <Text>{card.description}</Text> : null}
      <Progress.Root value={state.progress} max={100}>
        <Progress.Label fontSize="sm">{intl.formatMessage(m.progressLabel, { reward })}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text>{stamps}</Text>
      {state.canRedeem ? null : (
        <Text role="status" fontSize="sm">
          {intl.formatMessage(m.punchNotReady, { missing: Math.max(0, card.redeemCount - state.allowed) })}
        </Text>
      )}
      <Text fontSize="sm">{intl.formatMessage(m.freeUnits, { count: state.freeUnits })}</Text>
      {using > 0 && state.freeUnits > 1 ? (
        <NumberInput.Root
          size="sm"
          maxW="32"
          min={0}
          max={state.freeUnits}
          value={String(using)}
          onValueChange={(event) =>
            actions.applyPunchCard(card, clampRedeemQuantity(event.valueAsNumber, state.freeUnits))
          }
        >
          <NumberInput.Label>{intl.formatMessage(m.quantity)}</NumberInput.Label>
          <NumberInput.Control />
          <NumberInput.Input />
        </NumberInput.Root>
      ) : null}
      <Text color="fg.muted">{expiryLine(intl, card)}</Text>
    </LoyaltyDialogFrame>
  );
}
