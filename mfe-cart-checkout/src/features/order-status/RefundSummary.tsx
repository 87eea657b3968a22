import type { OrderRefund } from '@owa/shared/api';
import { Heading, Stack, Text } from '@owa/shared/design-kit';
import { formatCurrency } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { orderStatusMessages as m } from './messages';

/** What a cancelled order gave back: the card refund's outcome, the wallet, points, stamps, coupon. */
export function RefundSummary({ refund }: { refund: OrderRefund }) {
  const intl = useIntl();
  const lines = [
    refund.cardCents > 0 &&
      intl.formatMessage(m.statusRefundCard, {
        state: refund.cardStatus,
        amount: formatCurrency(refund.cardCents / 100),
      }),
    refund.walletCents > 0 &&
      intl.formatMessage(m.statusRefundWallet, { amount: formatCurrency(refund.walletCents / 100) }),
    refund.points > 0 && intl.formatMessage(m.statusRefundPoints, { points: refund.points }),
    refund.stamps > 0 && intl.formatMessage(m.statusRefundStamps, { stamps: refund.stamps }),
    refund.couponRestored && intl.formatMessage(m.statusRefundCoupon),
  ].filter((line): line is string => typeof line === 'string');
  if (lines.length === 0) return null;
  return (
    <Stack as="section" gap="1" aria-labelledby="order-status-refund" data-testid="order-refund">
      <Heading as="h2" size="md" id="order-status-refund">
        {intl.formatMessage(m.statusRefundTitle)}
      </Heading>
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Stack>
  );
}
