import type { Order, OrderStatusAnswer } from '@owa/shared/api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { guestTokenOf } from '../checkout';
import { type Connection, followOrder } from './follow-order';
import { statusApi } from './status-api';

export interface OrderStatusModel {
  readonly order: Order | null;
  readonly orderFailed: boolean;
  readonly status: OrderStatusAnswer | null;
  readonly connection: Connection;
  readonly reloadOrder: () => void;
  readonly cancel: () => Promise<void>;
}

/** The order (its lines, totals and addresses, read once) and its status, followed live. */
export function useOrderStatus(orderId: string, storeId: string): OrderStatusModel {
  const api = useMemo(() => statusApi(orderId, storeId, guestTokenOf(orderId)), [orderId, storeId]);
  const [order, setOrder] = useState<Order | null>(null);
  const [orderFailed, setOrderFailed] = useState(false);
  const [status, setStatus] = useState<OrderStatusAnswer | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt < 0) return;
    let current = true;
    setOrderFailed(false);
    api.order().then(
      (answer) => current && setOrder(answer),
      () => current && setOrderFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api, attempt]);

  useEffect(
    () =>
      followOrder(api, {
        onStatus: (answer) => setStatus((before) => (before && before.seq > answer.seq ? before : answer)),
        onConnection: setConnection,
      }),
    [api],
  );

  const cancel = useCallback(async () => {
    const answer = await api.cancel();
    setStatus((before) => (before && before.seq > answer.seq ? before : answer));
  }, [api]);

  return {
    order,
    orderFailed,
    status,
    connection,
    reloadOrder: () => setAttempt((value) => value + 1),
    cancel,
  };
}
