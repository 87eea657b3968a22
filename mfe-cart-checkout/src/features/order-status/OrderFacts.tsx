import type { Order, OrderStatusAnswer } from '@owa/shared/api';
import { Link, Stack, Text } from '@owa/shared/design-kit';
import type { Store } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { orderStatusMessages as m } from './messages';

function mapsUrl(store: Pick<Store, 'address' | 'city' | 'postalCode'>): string {
  const query = [store.address, store.city, store.postalCode].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** When, and where: the store (pickup), the address and provider (delivery) or the table (dine-in). */
export function OrderFacts(props: { status: OrderStatusAnswer; order: Order | null; store: Store | null }) {
  const { status, order, store } = props;
  const intl = useIntl();
  const timeZone = store?.timeZone ?? store?.timezone ?? 'America/Toronto';
  const type = status.orderType;
  const address = store ? [store.address, store.city].filter(Boolean).join(', ') : '';
  const open = status.status !== 'CANCELLED' && status.status !== 'COMPLETED';
  return (
    <Stack gap="1">
      {status.estimatedAt && open && (
        <Text>
          {intl.formatMessage(m.statusEstimated, {
            type,
            time: new Date(status.estimatedAt).toLocaleString(intl.locale, {
              timeZone,
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </Text>
      )}
      {type === 'PICKUP' && address && (
        <Text>
          {intl.formatMessage(m.statusPickupAt, { address })}{' '}
          {store && (
            <Link href={mapsUrl(store)} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(m.statusMaps)}
            </Link>
          )}
        </Text>
      )}
      {type === 'DELIVERY' && order?.deliveryAddress && (
        <Text>{intl.formatMessage(m.statusDeliverTo, { address: order.deliveryAddress.addressLine1 })}</Text>
      )}
      {type === 'DELIVERY' && order?.deliveryProvider && (
        <Text>{intl.formatMessage(m.statusProvider, { provider: order.deliveryProvider })}</Text>
      )}
      {type === 'DINE_IN' && order?.tableNo != null && (
        <Text>{intl.formatMessage(m.statusTable, { table: order.tableNo })}</Text>
      )}
    </Stack>
  );
}
