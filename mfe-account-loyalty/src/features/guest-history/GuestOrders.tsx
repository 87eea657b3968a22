import { ApiError, bus, type OrderHistoryEntry, siteApi } from '@owa/shared';
import { Alert, Button, Stack, Text } from '@owa/shared/design-kit';
import { OrderHistoryEntrySchema } from '@owa/shared/entities';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { OrderCard } from '../order-history';
import { GuestOrdersLoading } from './GuestOrdersLoading';
import { readGuestOrders } from './guest-history-storage';

type Loaded = { id: string; order: OrderHistoryEntry | null; failed: boolean };

/** The guest orders this browser placed at the store (spec 3 §2 guest-history), each fetched. */
export default function GuestOrders({ storeId }: { storeId: string }) {
  const intl = useIntl();
  const [orders, setOrders] = useState<Loaded[] | null>(null);
  const load = useCallback(async () => {
    setOrders(null);
    const ids = readGuestOrders(storeId);
    const loaded = await Promise.all(
      ids.map(async (id): Promise<Loaded> => {
        try {
          const order = await siteApi().request(`/order/${encodeURIComponent(id)}`, {
            schema: OrderHistoryEntrySchema,
            storeId,
            silent: true,
          });
          return { id, order, failed: false };
        } catch (error) {
          if (!(error instanceof ApiError)) bus.emit('shell:error-report', { error: String(error) });
          return { id, order: null, failed: true };
        }
      }),
    );
    setOrders(loaded);
  }, [storeId]);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      {orders === null && <GuestOrdersLoading />}
      {orders?.length === 0 && <Text>{intl.formatMessage(messages.guestHistoryEmpty)}</Text>}
      <Stack gap="4">
        {orders?.map((entry) =>
          entry.order ? (
            <OrderCard key={entry.id} order={entry.order} storeId={storeId} />
          ) : (
            <Alert.Root key={entry.id} status="error">
              <Alert.Title>
                {intl.formatMessage(messages.ordersOrder, { id: entry.id })}:{' '}
                {intl.formatMessage(messages.guestHistoryLoadFailed)}
              </Alert.Title>
              <Button size="sm" ms="auto" onClick={() => void load()}>
                {intl.formatMessage(messages.accountRetry)}
              </Button>
            </Alert.Root>
          ),
        )}
      </Stack>
    </>
  );
}
