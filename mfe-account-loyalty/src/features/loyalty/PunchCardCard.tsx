import { useStaticClasses } from '@owa/shared/design-kit';
import type { PunchCard } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { punchCardState } from '../../domain/loyalty-cards';
import { useAccountSelector } from '../../lib/hooks';
import { CARD_CLASSES } from './card-styles';
import { expiryLine, refusalNotice } from './card-texts';
import { type CardVariant, LoyaltyCard } from './LoyaltyCard';
import { loyaltyMessages as m } from './loyalty-messages';
import { selectRefusal } from './loyalty-slice';
import { useLoyalty } from './use-loyalty';

interface PunchCardCardProps {
  readonly card: PunchCard;
  readonly variant?: CardVariant;
  readonly onOpen?: () => void;
}

/** A punch card (spec 3 §4 Punch cards): stamps toward a free unit, progress capped at 100 %. */
export function PunchCardCard({ card, variant = 'carousel', onOpen }: PunchCardCardProps) {
  const intl = useIntl();
  const classes = useStaticClasses(CARD_CLASSES);
  const { cart, applied } = useLoyalty();
  const refusal = useAccountSelector(selectRefusal('punchCard', card.id));
  const state = punchCardState(card, cart);
  const title = card.name ?? card.code ?? String(card.id);
  const using = applied.punchCards.find((c) => String(c.id) === String(card.id))?.using ?? 0;
  const stamps = intl.formatMessage(m.stamps, {
    earned: Math.min(state.allowed, card.redeemCount),
    needed: card.redeemCount,
  });
  return (
    <LoyaltyCard
      variant={variant}
      title={title}
      headline={stamps}
      lines={[card.rewardNameString, variant === 'detail' ? expiryLine(intl, card) : null]}
      notice={variant === 'history' ? undefined : refusalNotice(intl, refusal)}
      badge={using > 0 ? intl.formatMessage(m.punchUsing, { count: using }) : undefined}
      muted={!state.canRedeem || refusal !== null}
      onOpen={onOpen}
    >
      <span className={classes.progress} aria-hidden="true">
        <span className={classes.progressBar} style={{ width: `${state.progress}%` }} />
      </span>
    </LoyaltyCard>
  );
}
