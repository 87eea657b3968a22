import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { CustomerRow } from '../../db/schema.js';
import { forbidden, tokenInvalid } from '../../errors.js';
import { bearerToken } from '../../http/headers.js';
import { AuthRepository } from './repository.js';
import { hashToken } from './tokens.js';

export interface Session {
  customer: CustomerRow;
  tokenHash: string;
}

/** The caller's session; USR_ERR_0030 when the token is missing, unknown, revoked or expired. */
export async function requireSession(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  const token = bearerToken(request);
  if (!token || token.length > 200) throw tokenInvalid();
  const tokenHash = hashToken(token);
  const now = ctx.clock.now();
  const load = () => new AuthRepository(ctx.db).findLiveSession(tokenHash, now);
  const customer = ctx.sessions ? await ctx.sessions.find(tokenHash, now, load) : (await load())?.customer;
  if (!customer) throw tokenInvalid();
  return { customer, tokenHash };
}

/**
 * For calls open to visitors: no token means a visitor, but a token that no longer works still
 * answers USR_ERR_0030 so the client logs out instead of silently acting as a guest.
 */
export async function optionalSession(ctx: AppContext, request: FastifyRequest): Promise<Session | null> {
  if (!bearerToken(request)) return null;
  return requireSession(ctx, request);
}

/** Refuses a request naming another customer's id. */
export function ensureSelf(session: Session, customerId: number | string): void {
  if (String(session.customer.id) !== String(customerId)) throw forbidden();
}
