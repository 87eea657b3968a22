import type { Order } from '@owa/shared/api';
import { Heading, HStack, Stack, Text } from '@owa/shared/design-kit';
import { formatCurrency, type PlacedBillRowKind, placedBillRows } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { orderStatusMessages as m } from './messages';

const BILL_ROW_LABELS = {
  subtotal: m.statusSubtotal,
  discount: m.statusDiscount,
  deliveryFee: m.statusDeliveryFee,
  tax: m.statusTax,
  tips: m.statusTips,
} as const satisfies Record<PlacedBillRowKind, unknown>;

/** The order's lines (every round of a dine-in order) and its totals. */
export function OrderLines({ order }: { order: Order }) {
  const intl = useIntl();
  const lines = order.subOrderList.flatMap((round) => round.orderItemList);
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
        {placedBillRows(order).map((row) => (
          <HStack key={row.kind} justify="space-between">
            <Text>{intl.formatMessage(BILL_ROW_LABELS[row.kind])}</Text>
            <Text>{formatCurrency(row.amount)}</Text>
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
