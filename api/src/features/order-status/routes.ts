import { OrderEventsHeaderSchema, OrderParamsSchema } from '@owa/shared/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { parseInput } from '../../http/validation.js';
import { optionalSession } from '../auth/session.js';
import { ensureOrderReader, guestTokenHeader } from '../orders/access.js';
import type { OrderChangeFeed } from './change-feed.js';
import { streamOrderStatus } from './event-stream.js';
import { OrderStatusStore } from './status-store.js';

/** GET /order/{id}/status and its live stream GET /order/{id}/events (issue 23). */
export function registerOrderStatusRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  feed: OrderChangeFeed,
): void {
  const store = new OrderStatusStore(ctx.db);
  const open = new Set<{ close(): void }>();
  // Streams never end on their own while an order moves: a closing server ends them first.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close();
  });

  /** The order, once the caller is its customer or holds its guest token. */
  const readableOrder = async (request: FastifyRequest, guestToken: string | null) => {
    const session = await optionalSession(ctx, request);
    const { orderId } = parseInput(OrderParamsSchema, request.params, 'path');
    const order = await ctx.db
      .selectFrom('orders')
      .select(['order_id', 'customer_id', 'guest_token'])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    if (!order) throw notFound('Order not found', 'ORD_ERR_ORDER_NOT_FOUND');
    ensureOrderReader(order, session?.customer ?? null, guestToken);
    return order.order_id;
  };

  app.get('/order/:orderId/status', async (request) => {
    const orderId = await readableOrder(request, guestTokenHeader(request));
    const status = await store.current(orderId);
    if (!status) throw notFound('Order not found', 'ORD_ERR_ORDER_NOT_FOUND');
    return status;
  });

  // The stream is written straight to the socket (hijacked): no compression or other onSend step
  // may hold its events back, and the answer's headers are set here, CORS's included.
  app.get('/order/:orderId/events', { compress: false }, async (request, reply) => {
    const headers = parseInput(OrderEventsHeaderSchema, request.headers, 'header');
    const orderId = await readableOrder(request, headers.guesttoken ?? null);
    reply.hijack();
    // Headers hooks set already (CORS's among them) go out with the stream's own.
    const set = Object.entries(reply.getHeaders()).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    );
    reply.raw.writeHead(200, {
      ...Object.fromEntries(set),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    const stream = streamOrderStatus(reply.raw, {
      orderId,
      lastEventId: headers['last-event-id'] ?? null,
      store,
      feed,
      log: request.log,
    });
    open.add(stream);
    reply.raw.on('close', () => open.delete(stream));
  });
}
