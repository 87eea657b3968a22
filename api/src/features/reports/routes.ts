import { ClientErrorSchema, GuestReferrerSchema } from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { type ApiError, badRequest, ErrorCode } from '../../errors.js';
import { abuseLimits } from '../../http/abuse-limits.js';
import { optionalStoreIdHeader } from '../../http/headers.js';
import { parseInput } from '../../http/validation.js';
import { optionalSession } from '../auth/session.js';

/** What clients report to the API: their errors (POST /order/error) and referral visits. */
export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(
    '/order/error',
    { preHandler: abuseLimits(app, 'errorReports', ctx.config.rateLimits.errorReports) },
    async (request, reply) => {
      const body = parseInput(ClientErrorSchema, request.body, 'body');
      // A report is kept even when the session behind it has ended: that may be the error itself.
      const session = await optionalSession(ctx, request).catch((_: ApiError) => null);
      const saved = await ctx.db
        .insertInto('client_error_reports')
        .values({
          store_id: body.storeId ?? optionalStoreIdHeader(request),
          status_code: body.statusCode ?? null,
          error: body.error,
          customer_id: session?.customer.id ?? null,
          user_agent: request.headers['user-agent']?.slice(0, 500) ?? null,
          created_at: ctx.clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      request.log.warn({ reportId: saved.id, statusCode: body.statusCode }, 'client error report');
      reply.status(201);
      return { id: saved.id, received: true };
    },
  );

  app.post('/guest/referrer', async (request) => {
    const { referrerCustomerId } = parseInput(GuestReferrerSchema, request.body, 'body');
    const referrer = await ctx.db
      .selectFrom('customers')
      .select('id')
      .where('id', '=', referrerCustomerId)
      .executeTakeFirst();
    if (!referrer) throw badRequest('Unknown referrer', ErrorCode.customerNotFound);
    await ctx.db
      .insertInto('guest_referrals')
      .values({
        referrer_customer_id: referrer.id,
        store_id: optionalStoreIdHeader(request),
        created_at: ctx.clock.now(),
      })
      .execute();
    return { recorded: true, referrerCustomerId: referrer.id };
  });
}
