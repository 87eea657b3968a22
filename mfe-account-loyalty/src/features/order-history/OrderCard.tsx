import { buildPath, bus, type OrderHistoryEntry } from '@owa/shared';
import { Badge, Button, Card, Heading, HStack, Link, Stack, Text } from '@owa/shared/design-kit';
import { formatCurrency, formatDate, type PlacedBillRowKind, placedBillRows } from '@owa/shared/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { orderStatusLabel } from '../../domain/order-status';
import { messages } from '../../i18n/messages';
import { orderLines, reorder } from './reorder';

const STATUS_MESSAGE = {
  new: messages.ordersStatusNew,
  inProgress: messages.ordersStatusInProgress,
  ready: messages.ordersStatusReady,
  cancelled: messages.ordersStatusCancelled,
  refunded: messages.ordersStatusRefunded,
  completed: messages.ordersStatusCompleted,
} as const;

const BILL_ROW_LABELS = {
  subtotal: messages.ordersSubtotal,
  discount: messages.ordersDiscount,
  deliveryFee: messages.ordersDelivery,
  tax: messages.ordersTax,
  tips: messages.ordersTips,
} as const satisfies Record<PlacedBillRowKind, unknown>;

const num = (value: unknown) => (typeof value === 'number' ? value : 0);

/** One past order: status label, lines, totals and Reorder. */
export function OrderCard({ order, storeId }: { order: OrderHistoryEntry; storeId: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const id = String(order.displayId ?? order.orderId);
  const lines = orderLines(order);
  const groupId = typeof order.groupId === 'string' ? order.groupId : bus.current('shell:session')?.groupId;
  // The cart team's order status page (issue 23), by the contract's route.
  const track = groupId
    ? buildPath('order-status', {
        gid: groupId,
        sid: String(order.storeId ?? storeId),
        orderId: String(order.orderId),
      })
    : null;
  const created = typeof order.createdDate === 'string' ? formatDate(order.createdDate) : null;
  // The history's entries are kept loose (spec 3 shows none of their fields): only numbers count.
  const bill = placedBillRows({
    subTotal: num(order.subTotal),
    discountTotal: num(order.discountTotal),
    deliveryCharge: num(order.deliveryCharge),
    taxTotal: num(order.taxTotal),
    tipsAmount: num(order.tipsAmount),
  });

  const again = async () => {
    setBusy(true);
    try {
      const { added, unavailable } = await reorder(String(order.storeId ?? storeId), order);
      if (added > 0)
        bus.emit('shell:snack', {
          message: intl.formatMessage(messages.ordersReorderAdded, { count: added }),
          status: 'success',
        });
      if (unavailable.length > 0)
        bus.emit('shell:snack', {
          message: intl.formatMessage(messages.ordersReorderUnavailable, { names: unavailable.join(', ') }),
          status: 'warning',
        });
    } catch {
      bus.emit('shell:snack', { message: intl.formatMessage(messages.ordersReorderFailed), status: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root as="article" aria-label={intl.formatMessage(messages.ordersOrder, { id })}>
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h3" size="sm">
            {intl.formatMessage(messages.ordersOrder, { id })}
          </Heading>
          <Badge data-testid="order-status">
            {intl.formatMessage(STATUS_MESSAGE[orderStatusLabel(order.orderStatus)])}
          </Badge>
        </HStack>
        {created && (
          <Text fontSize="sm" color="fg.muted">
            {intl.formatMessage(messages.ordersPlacedOn, { date: created })}
          </Text>
        )}
        <Stack as="ul" gap="1" listStyleType="none">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a past order's lines never reorder.
            <HStack as="li" key={index} justify="space-between">
              <Text>
                {line.qty} × {line.name}
              </Text>
              <Text>{formatCurrency((line.price ?? 0) * (line.qty ?? 0))}</Text>
            </HStack>
          ))}
        </Stack>
        <Stack gap="0" fontSize="sm">
          {bill.map((row) => (
            <HStack key={row.kind} justify="space-between">
              <Text>{intl.formatMessage(BILL_ROW_LABELS[row.kind])}</Text>
              <Text>{formatCurrency(row.amount)}</Text>
            </HStack>
          ))}
          <HStack justify="space-between" fontWeight="bold">
            <Text>{intl.formatMessage(messages.ordersTotal)}</Text>
            <Text>{formatCurrency(num(order.total))}</Text>
          </HStack>
        </Stack>
        <HStack justify="flex-end" gap="4" wrap="wrap">
          {track && (
            <Link href={track} aria-label={intl.formatMessage(messages.ordersTrackLabel, { id })}>
              {intl.formatMessage(messages.ordersTrack)}
            </Link>
          )}
          <Button
            size="sm"
            variant="outline"
            loading={busy}
            onClick={() => void again()}
            aria-label={intl.formatMessage(messages.ordersReorderLabel, { id })}
          >
            {intl.formatMessage(messages.ordersReorder)}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
