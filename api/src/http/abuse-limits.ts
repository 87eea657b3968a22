import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiConfig, RateLimit } from '../config.js';
import { ApiError, ErrorCode } from '../errors.js';

export type LimitedCall = keyof ApiConfig['rateLimits'];

/**
 * Abuse limits (issue 12 point 5) with @fastify/rate-limit: each limited call has a limit per client
 * address and one over all clients (so many addresses cannot send messages in bulk either), per
 * minute. Refusals are 429 in the API's error shape.
 */
export async function installAbuseLimits(app: FastifyInstance): Promise<void> {
  // Not global: only the calls below are limited, each with its own two counters.
  await app.register(rateLimit, { global: false });
}

/** The checks of one limited call, to run before its handler: per client address, then overall. */
export function abuseLimits(
  app: FastifyInstance,
  call: LimitedCall,
  limit: RateLimit,
): preHandlerAsyncHookHandler {
  const perClient = app.createRateLimit({
    max: limit.perClient,
    timeWindow: limit.windowMs,
    keyGenerator: (request) => `${call}|${request.ip}`,
  });
  const overall = app.createRateLimit({
    max: limit.overall,
    timeWindow: limit.windowMs,
    keyGenerator: () => `${call}|all`,
  });
  return async (request) => {
    for (const check of [perClient, overall]) {
      const verdict = await check(request);
      if (!verdict.isAllowed && verdict.isExceeded)
        throw new ApiError(
          429,
          ErrorCode.tooManyRequests,
          `Too many requests, please try again in ${Math.max(1, verdict.ttlInSeconds)} seconds`,
        );
    }
  };
}
