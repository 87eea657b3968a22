import { Box, HStack, Text } from '@owa/shared/design-kit';
import { formatCurrency, isBelowMinimum } from '@owa/shared/domain';
import type { ServerCart } from '@owa/shared/entities';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { deliveryTotalsTbd } from '../../../domain/delivery';
import type { StoreOrderContext } from '../../order-context';
import { messages } from '../messages';

interface Props {
  serverCart: ServerCart;
  context: StoreOrderContext;
  showTaxDetail: boolean;
}

function Row({
  label,
  amount,
  tbd,
  strong,
}: {
  label: MessageDescriptor | string;
  amount: number;
  tbd?: boolean;
  strong?: boolean;
}) {
  const intl = useIntl();
  const text = typeof label === 'string' ? label : intl.formatMessage(label);
  return (
    <HStack justify="space-between" fontWeight={strong ? 'bold' : undefined} fontSize={strong ? 'md' : 'sm'}>
      <Text as="dt">{text}</Text>
      <Text as="dd">{tbd ? intl.formatMessage(messages.totalsTbd) : formatCurrency(amount)}</Text>
    </HStack>
  );
}

/** The totals of the server cart; delivery shows TBD until the address is set and the minimum met (spec 2 §4). */
export function CartTotals({ serverCart, context, showTaxDetail }: Props) {
  const intl = useIntl();
  const delivery = context.orderType === 'DELIVERY';
  const tbd = deliveryTotalsTbd({
    orderType: context.orderType,
    addressSet: context.deliveryAddress !== null,
    belowMinimum: isBelowMinimum(context.orderType, serverCart.validationErrors),
  });
  const serviceFee = (serverCart.serviceCharges ?? []).reduce((sum, charge) => sum + charge.amount, 0);
  const taxDetail = showTaxDetail ? Object.entries(serverCart.taxDetail ?? {}) : [];
  return (
    <Box as="dl" data-testid="cart-totals" display="grid" gap="1">
      <Row label={messages.totalsSubtotal} amount={serverCart.subTotal} />
      {serviceFee > 0 && <Row label={messages.totalsServiceFee} amount={serviceFee} />}
      {delivery && (
        <Row label={messages.totalsDeliveryFee} amount={serverCart.deliveryCharge ?? 0} tbd={tbd} />
      )}
      {taxDetail.length > 0 ? (
        taxDetail.map(([name, amount]) => (
          <Row
            key={name}
            label={`${intl.formatMessage(messages.totalsTax)} (${name})`}
            amount={amount}
            tbd={tbd}
          />
        ))
      ) : (
        <Row label={messages.totalsTax} amount={serverCart.taxTotal ?? 0} tbd={tbd} />
      )}
      {(serverCart.discountTotal ?? 0) > 0 && (
        <Row label={messages.totalsDiscount} amount={-(serverCart.discountTotal ?? 0)} />
      )}
      <Row label={messages.totalsTotal} amount={serverCart.total} tbd={tbd} strong />
    </Box>
  );
}
