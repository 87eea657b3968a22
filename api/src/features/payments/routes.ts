import { OrderParamsSchema, PaymentPageParamsSchema, PaymentRequestSchema } from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { parseInput } from '../../http/validation.js';
import { optionalSession } from '../auth/session.js';
import type { Captcha } from '../captcha/captcha.js';
import { hostedPage } from './pages.js';
import type { CardProcessor } from './processor.js';
import { PaymentService } from './service.js';

/**
 * Payments (spec 2 §7): POST /payment/order, GET /payment/{orderId}, and the pages a simulated
 * payment sends the browser to: the 3-D Secure challenge and the WeChat confirmation.
 */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  captcha: Captcha,
  processor: CardProcessor,
): Promise<void> {
  const payments = new PaymentService(ctx, captcha, processor);

  // Orphan charges (the API stopped between a charge and its outcome) are reversed at start and
  // then every minute; several API processes sweeping the same rows is safe (release is guarded).
  const sweep = () =>
    payments.sweepOrphans().catch((error: unknown) => ctx.log.error({ err: error }, 'orphan sweep failed'));
  const timer = setInterval(sweep, 60_000);
  timer.unref();
  setImmediate(sweep);
  app.addHook('onClose', async () => clearInterval(timer));
  if (ctx.config.testEndpoints) {
    app.post('/_test/sweep', async () => ({ reversed: await payments.sweepOrphans() }));
    // The simulated processor's ledger of an order: what a processor's dashboard would show.
    app.get('/_test/simulated-charges/:orderId', async (request) => {
      const { orderId } = parseInput(OrderParamsSchema, request.params, 'path');
      const charges = await ctx.db
        .selectFrom('simulated_charges')
        .select(['idempotency_key', 'ref', 'amount_cents', 'status'])
        .where('order_id', '=', orderId)
        .orderBy('created_at')
        .execute();
      return { charges };
    });
  }

  app.post('/payment/order', async (request) => {
    const session = await optionalSession(ctx, request);
    const body = parseInput(PaymentRequestSchema, request.body, 'body');
    return payments.pay(body, session?.customer ?? null);
  });

  app.get('/payment/:orderId', async (request) => {
    const session = await optionalSession(ctx, request);
    const { orderId } = parseInput(OrderParamsSchema, request.params, 'path');
    return payments.status(orderId, session?.customer ?? null);
  });

  // The hosted pages post plain HTML forms; only these routes read form bodies (they ignore them).
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, _body, done) => done(null, {}),
    );

    for (const kind of ['challenge', 'wechat'] as const) {
      pages.get(`/payment/${kind}/:paymentId`, async (request, reply) => {
        const { paymentId } = parseInput(PaymentPageParamsSchema, request.params, 'path');
        const payment = await payments.hostedPayment(paymentId);
        const processorName = kind === 'wechat' ? 'WECHAT_SIMULATED' : 'SIMULATED';
        if (!payment || payment.processor !== processorName) throw notFound('Unknown payment');
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        return hostedPage(kind, {
          action: `${ctx.config.apiBase}/payment/${kind}/${paymentId}`,
          amountCents: payment.amount_cents - payment.wallet_cents,
          status: payment.status,
        });
      });
      for (const outcome of ['complete', 'fail'] as const) {
        pages.post(`/payment/${kind}/:paymentId/${outcome}`, async (request, reply) => {
          const { paymentId } = parseInput(PaymentPageParamsSchema, request.params, 'path');
          const location = await payments.settleHosted(paymentId, kind, outcome === 'complete');
          return reply.redirect(location, 303);
        });
      }
    }
  });
}
