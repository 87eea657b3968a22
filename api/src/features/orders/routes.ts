import { HistoryQuerySchema, OrderParamsSchema } from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { forbidden, loginRequired, notFound } from '../../errors.js';
import { optionalStoreIdHeader } from '../../http/headers.js';
import { parseInput } from '../../http/validation.js';
import { optionalSession, requireSession } from '../auth/session.js';
import { OPEN_STATUSES } from './placement.js';
import { OrderRepository } from './repository.js';

/** A table is kept for 150 minutes (spec 2 §9); an older open order no longer counts as "existing". */
const OPEN_ORDER_WINDOW_MS = 150 * 60_000;

/** Read-only order calls; placing orders is in placement-routes.ts, paying them in features/payments. */
export function registerOrderReadRoutes(app: FastifyInstance, ctx: AppContext): void {
  const orders = new OrderRepository(ctx.db);

  app.get('/order/history', async (request) => {
    const session = await requireSession(ctx, request);
    const { size, page } = parseInput(HistoryQuerySchema, request.query, 'query');
    const result = await orders.historyPage(session.customer.id, page, size);
    return { currentPage: result.orders, pageNumber: page, pageSize: size, totalSize: result.totalSize };
  });

  /**
   * A customer reads their own orders. A guest order (no customer) is read by its id alone: guest
   * history (spec 3 §2) lives in the visitor's browser, and the id's 80 random bits are the bearer's
   * proof, as they already are for its payment status. Following and cancelling it (issue 23) take
   * its guest token as well.
   */
  app.get('/order/:orderId', async (request) => {
    const session = await optionalSession(ctx, request);
    const { orderId } = parseInput(OrderParamsSchema, request.params, 'path');
    const order = await orders.findOrder(orderId);
    if (!order) throw notFound('Order not found', 'ORD_ERR_ORDER_NOT_FOUND');
    if (order.customer_id === null) return order.document;
    if (!session) throw loginRequired();
    if (order.customer_id !== session.customer.id) throw forbidden('This order belongs to another customer');
    return order.document;
  });

  // The customer's existing open order at this store, for its table number (spec 3 §7).
  app.get('/customer/order', async (request) => {
    const session = await requireSession(ctx, request);
    const storeId = optionalStoreIdHeader(request);
    if (!storeId) return { orderId: null, tableNo: null, orderStatus: null };
    const since = new Date(ctx.clock.now().getTime() - OPEN_ORDER_WINDOW_MS);
    const open = await orders.findOpenOrder(session.customer.id, storeId, OPEN_STATUSES, since);
    if (!open) return { orderId: null, tableNo: null, orderStatus: null };
    return {
      ...open.document,
      orderId: open.order_id,
      tableNo: open.table_no,
      orderStatus: open.order_status,
      orderType: open.order_type,
    };
  });
}
