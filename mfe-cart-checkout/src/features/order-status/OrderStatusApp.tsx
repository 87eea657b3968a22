import { bus, useCurrentRoute } from '@owa/shared';
import type { Store } from '@owa/shared/entities';
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { StoreInfoState } from '../order-context';
import { OrderStatusPage } from './OrderStatusPage';

/** The order-status route (issue 23): the store comes from the cart's store details, read once. */
export function OrderStatusApp() {
  const route = useCurrentRoute();
  const store = useSelector((state: { storeInfo: StoreInfoState }) => state.storeInfo.store);
  const params = route?.name === 'order-status' ? route.params : null;
  const shown = params !== null;
  useEffect(() => {
    if (shown) bus.emit('shell:route-ready', { route: 'order-status' });
  }, [shown]);
  if (!params) return null;
  const ours: Store | null = store && String(store.storeId) === params.sid ? store : null;
  return <OrderStatusPage key={params.orderId} orderId={params.orderId} storeId={params.sid} store={ours} />;
}
