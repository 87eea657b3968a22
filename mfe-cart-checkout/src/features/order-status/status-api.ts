import { siteApi } from '@owa/shared';
import { type Order, OrderSchema, type OrderStatusAnswer, OrderStatusAnswerSchema } from '@owa/shared/api';

/** Where the order is read, followed and cancelled; a guest order names its token (issue 23). */
export interface StatusApi {
  order(): Promise<Order>;
  status(): Promise<OrderStatusAnswer>;
  events(lastEventId: string | null, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  cancel(): Promise<OrderStatusAnswer>;
}

export function statusApi(orderId: string, storeId: string, guestToken: string | null): StatusApi {
  const path = `/order/${encodeURIComponent(orderId)}`;
  const headers: Record<string, string> = guestToken ? { guestToken } : {};
  return {
    order: () => siteApi().request(path, { schema: OrderSchema, storeId, silent: true }),
    status: () =>
      siteApi().request(`${path}/status`, {
        schema: OrderStatusAnswerSchema,
        storeId,
        headers,
        silent: true,
      }),
    events: (lastEventId, signal) =>
      siteApi().stream(`${path}/events`, {
        storeId,
        signal,
        headers: lastEventId ? { ...headers, 'Last-Event-ID': lastEventId } : headers,
      }),
    cancel: () =>
      siteApi().request(`${path}/cancel`, {
        method: 'POST',
        schema: OrderStatusAnswerSchema,
        storeId,
        headers,
        silent: true,
      }),
  };
}
