import { OrderParamsSchema } from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { parseInput } from '../../../http/validation.js';
import { optionalSession } from '../../auth/session.js';
import type { CardProcessor } from '../../payments/processor.js';
import { guestTokenHeader } from '../access.js';
import { OrderCancel } from './order-cancel.js';

/**
 * POST /order/{id}/cancel (issue 23): the order's customer, or the guest with its token; a card
 * refund that failed is asked again every minute.
 */
export function registerOrderCancelRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  processor: CardProcessor,
): void {
  const orders = new OrderCancel(ctx, processor);
  app.post('/order/:orderId/cancel', async (request) => {
    const session = await optionalSession(ctx, request);
    const { orderId } = parseInput(OrderParamsSchema, request.params, 'path');
    return orders.cancel(orderId, session?.customer ?? null, guestTokenHeader(request));
  });

  const retry = () =>
    orders
      .retryCardRefunds()
      .catch((error: unknown) => ctx.log.error({ err: error }, 'retry of cancelled orders’ refunds failed'));
  const timer = setInterval(retry, 60_000);
  timer.unref();
  setImmediate(retry);
  app.addHook('onClose', async () => clearInterval(timer));
  if (ctx.config.testEndpoints)
    app.post('/_test/retry-refunds', async () => ({ refunded: await orders.retryCardRefunds() }));
}
