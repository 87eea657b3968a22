import { OrderParamsSchema } from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { parseInput } from '../../../http/validation.js';
import { optionalSession } from '../../auth/session.js';
import type { CardProcessor } from '../../payments/processor.js';
import { guestTokenHeader } from '../access.js';
import { OrderCancel } from './order-cancel.js';

/** POST /order/{id}/cancel (issue 23): the order's customer, or the guest with its token. */
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
}
