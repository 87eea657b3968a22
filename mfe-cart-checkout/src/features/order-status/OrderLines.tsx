import type { Order } from '@owa/shared/api';
import { Heading, HStack, Stack, Text } from '@owa/shared/design-kit';
import { formatCurrency } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { orderStatusMessages as m } from './messages';

/** The order's lines (every round of a dine-in order) and its totals. */
export function OrderLines({ order }: { order: Order }) {
  const intl = useIntl();
  const lines = order.subOrderList.flatMap((round) => round.orderItemList);
  const totals = [
    [m.statusSubtotal, order.subTotal],
    [m.statusDiscount, -order.discountTotal],
    [m.statusDeliveryFee, order.deliveryCharge],
    [m.statusTax, order.taxTotal],
    [m.statusTips, order.tipsAmount ?? 0],
  ] as const;
  return (
    <Stack as="section" gap="2" aria-labelledby="order-status-items">
      <Heading as="h2" size="md" id="order-status-items">
        {intl.formatMessage(m.statusItems)}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a placed order's lines never reorder.
          <HStack as="li" key={index} justify="space-between" gap="3">
            <Text>
              {line.qty} × {line.name}
            </Text>
            <Text>{formatCurrency((line.price ?? 0) * (line.qty ?? 0))}</Text>
          </HStack>
        ))}
      </Stack>
      <Stack gap="0" fontSize="sm">
        {totals
          .filter(([, value]) => value !== 0)
          .map(([label, value]) => (
            <HStack key={label.id} justify="space-between">
              <Text>{intl.formatMessage(label)}</Text>
              <Text>{formatCurrency(value)}</Text>
            </HStack>
          ))}
        <HStack justify="space-between" fontWeight="bold">
          <Text>{intl.formatMessage(m.statusTotal)}</Text>
          <Text>{formatCurrency(order.total)}</Text>
        </HStack>
      </Stack>
    </Stack>
  );
}
