import { Alert, Button, Skeleton, Stack, Text } from '@owa/shared/design-kit';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { historyList } from '../../domain/order-history';
import { messages } from '../../i18n/messages';
import { useAccountDispatch, useAccountSelector } from '../../lib/hooks';
import { OrderCard } from './OrderCard';
import { orderPageRequested, selectOrderHistory } from './order-history-slice';

/** tab-2: the customer's orders, 10 at a time, more on demand (spec 3 §4 Account area). */
export function OrderHistoryTab({ storeId }: { storeId: string }) {
  const intl = useIntl();
  const dispatch = useAccountDispatch();
  const { history, status, totalSize } = useAccountSelector(selectOrderHistory);
  const orders = historyList(history);
  useEffect(() => {
    if (status === 'idle') dispatch(orderPageRequested());
  }, [status, dispatch]);

  return (
    <Stack gap="4" mt="4" aria-busy={status === 'loading'}>
      {orders.length === 0 && status === 'ready' && <Text>{intl.formatMessage(messages.ordersEmpty)}</Text>}
      {orders.map((order) => (
        <OrderCard key={String(order.orderId)} order={order} storeId={storeId} />
      ))}
      {status === 'loading' && <Skeleton height="32" data-testid="orders-loading" />}
      {status === 'failed' && (
        <Alert.Root status="error">
          <Alert.Title>{intl.formatMessage(messages.ordersLoadFailed)}</Alert.Title>
          <Button size="sm" ms="auto" onClick={() => dispatch(orderPageRequested())}>
            {intl.formatMessage(messages.accountRetry)}
          </Button>
        </Alert.Root>
      )}
      {totalSize !== null && orders.length > 0 && (
        <Text fontSize="sm" color="fg.muted" role="status">
          {intl.formatMessage(messages.ordersShowing, { shown: orders.length, total: totalSize })}
        </Text>
      )}
      {history.hasMore && status === 'ready' && (
        <Button variant="outline" alignSelf="center" onClick={() => dispatch(orderPageRequested())}>
          {intl.formatMessage(messages.ordersLoadMore)}
        </Button>
      )}
    </Stack>
  );
}
