import {
  OrderParamsSchema,
  OrderPayloadSchema,
  RatingSchema,
  ShoppingCartQuerySchema,
  SubOrderPayloadSchema,
} from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../http/validation.js';
import { optionalSession, requireSession } from '../auth/session.js';
import { ensureOrderAccess, OrderPlacement } from './placement.js';

/** Placing orders (spec 2 §7): POST /order, POST /order/{id} (dine-in rounds), POST /{orderId}/rating. */
export function registerOrderPlacementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const placement = new OrderPlacement(ctx);

  app.post('/order', async (request, reply) => {
    const session = await optionalSession(ctx, request);
    const query = parseInput(ShoppingCartQuerySchema, request.query, 'query');
    const payload = parseInput(OrderPayloadSchema, request.body, 'body');
    const order = await placement.place(payload, session?.customer ?? null, query.menu);
    reply.code(201);
    // Only the placer learns a guest order's token (the order read back never carries it).
    return order.guest_token ? { ...order.document, guestToken: order.guest_token } : order.document;
  });

  app.post('/order/:orderId', async (request) => {
    const session = await optionalSession(ctx, request);
    const { orderId } = parseInput(OrderParamsSchema, request.params, 'path');
    const body = parseInput(SubOrderPayloadSchema, request.body, 'body');
    const order = await placement.addSubOrder(
      orderId,
      body.subOrderList,
      session?.customer ?? null,
      body.menu,
    );
    return order.document;
  });

  // Spec 2 §4: the rating is submitted only above 0; a 0 is answered but not kept.
  app.post('/:orderId/rating', async (request) => {
    const session = await requireSession(ctx, request);
    const { orderId } = parseInput(OrderParamsSchema, request.params, 'path');
    const body = parseInput(RatingSchema, request.body, 'body');
    const order = await placement.requireOrder(orderId, session.customer);
    ensureOrderAccess(order, session.customer);
    if (body.point <= 0) return { orderId, stored: false };
    const point = Math.round(body.point);
    await ctx.db
      .insertInto('order_ratings')
      .values({
        order_id: orderId,
        customer_id: session.customer.id,
        point,
        comments: body.comments?.trim() || null,
        created_at: ctx.clock.now(),
      })
      .onConflict((oc) =>
        oc
          .column('order_id')
          .doUpdateSet({ point, comments: body.comments?.trim() || null, created_at: ctx.clock.now() }),
      )
      .execute();
    return { orderId, stored: true, point, comments: body.comments?.trim() || null };
  });
}
