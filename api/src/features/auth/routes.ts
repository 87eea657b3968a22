import { LoginCodeRequestSchema, LoginRequestSchema as LoginSchema } from '@owa/shared/api';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { DEMO_LOGIN_CODE, demoTelephones } from '../../db/seed/customers.js';
import { ApiError, badRequest, ErrorCode } from '../../errors.js';
import { abuseLimits } from '../../http/abuse-limits.js';
import { parseInput } from '../../http/validation.js';
import { customerView } from '../customer/view.js';
import { AuthRepository } from './repository.js';
import { requireSession } from './session.js';
import { hashLoginCode, hashToken, newLoginCode, newSessionToken, sameHash } from './tokens.js';

/** Login rules of spec 3 §4, §9: resend blocked 60 s; codes live 10 minutes and allow 5 guesses. */
export const LOGIN_RULES = {
  resendAfterSeconds: 60,
  codeLifetimeSeconds: 10 * 60,
  maxAttempts: 5,
  sessionLifetimeDays: 30,
} as const;

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = new AuthRepository(ctx.db);

  app.post(
    '/customer/login/request',
    { preHandler: abuseLimits(app, 'loginCodeRequests', ctx.config.rateLimits.loginCodeRequests) },
    async (request) => {
      const { telephone } = parseInput(LoginCodeRequestSchema, request.body, 'body');
      const now = ctx.clock.now();
      const previous = await auth.findCode(telephone);
      if (previous) {
        const wait = Math.ceil(
          (previous.sent_at.getTime() + LOGIN_RULES.resendAfterSeconds * 1000 - now.getTime()) / 1000,
        );
        if (wait > 0) {
          throw new ApiError(
            429,
            ErrorCode.codeResendTooSoon,
            `Please wait ${wait} seconds before asking for a new code`,
          );
        }
      }
      const code = ctx.config.demo && demoTelephones.has(telephone) ? DEMO_LOGIN_CODE : newLoginCode();
      const expiresAt = new Date(now.getTime() + LOGIN_RULES.codeLifetimeSeconds * 1000);
      await auth.saveCode(telephone, hashLoginCode(telephone, code), now, expiresAt);
      // There is no SMS gateway in the reference API: demo mode shows the code in the log instead.
      if (ctx.config.demo)
        // Demo mode only (never in production): the developer reads the code here. The number is
        // masked to its last four digits, like a receipt.
        request.log.info(`one-time login code for ******${telephone.slice(-4)}: ${code}`);
      return {
        telephone,
        sent: true,
        resendAfterSeconds: LOGIN_RULES.resendAfterSeconds,
        expiresInSeconds: LOGIN_RULES.codeLifetimeSeconds,
      };
    },
  );

  app.post(
    '/customer/login',
    { preHandler: abuseLimits(app, 'loginCodeGuesses', ctx.config.rateLimits.loginCodeGuesses) },
    async (request, reply) => {
      const body = parseInput(LoginSchema, request.body, 'body');
      const now = ctx.clock.now();
      const existing = await auth.findCode(body.telephone);
      if (!existing) throw badRequest('Code is incorrect.', ErrorCode.codeIncorrect);
      if (existing.expires_at.getTime() <= now.getTime()) {
        throw badRequest('This code has expired, please ask for a new one', ErrorCode.codeExpired);
      }
      const counted = await auth.countAttempt(body.telephone, LOGIN_RULES.maxAttempts);
      if (!counted) {
        throw new ApiError(
          429,
          ErrorCode.codeAttemptsExceeded,
          'Too many attempts, please ask for a new code',
        );
      }
      if (!sameHash(counted.code_hash, hashLoginCode(body.telephone, body.code))) {
        throw badRequest('Code is incorrect.', ErrorCode.codeIncorrect);
      }
      // A code opens one session only.
      await auth.deleteCode(body.telephone);

      let customer = await auth.findCustomerByTelephone(body.telephone);
      if (!customer) {
        const referrerId = typeof body.referrer === 'number' ? body.referrer : null;
        const referrer = referrerId === null ? undefined : await auth.findCustomer(referrerId);
        customer = await auth.createCustomer(body.telephone, referrer ? referrer.id : null, now);
      }
      const token = newSessionToken();
      const expiresAt = new Date(now.getTime() + LOGIN_RULES.sessionLifetimeDays * 86_400_000);
      await auth.createSession(hashToken(token), customer.id, now, expiresAt);
      reply.header('Authorization', token);
      return { ...customerView(customer), authToken: token, tokenExpiresAt: expiresAt.toISOString() };
    },
  );

  app.post('/customer/logout', async (request) => {
    const session = await requireSession(ctx, request);
    await auth.revokeSession(session.tokenHash, ctx.clock.now());
    return { loggedOut: true };
  });
}
