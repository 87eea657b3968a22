import { randomBytes, timingSafeEqual } from 'node:crypto';
import { GuestTokenHeaderSchema } from '@owa/shared/api';
import type { FastifyRequest } from 'fastify';
import type { CustomerRow } from '../../db/schema.js';
import { forbidden, loginRequired } from '../../errors.js';
import { parseInput } from '../../http/validation.js';

/**
 * A guest order's bearer secret (192 random bits), answered once with the order placed. It is kept
 * as it is, not hashed like a session token: a retried placement (the same idempotency token) must
 * answer it again, and whoever reads the orders table reads the orders anyway.
 */
export function newGuestToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The guestToken header of a request, validated (absent: null). */
export function guestTokenHeader(request: FastifyRequest): string | null {
  return parseInput(GuestTokenHeaderSchema, request.headers, 'header').guesttoken ?? null;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Who may read, follow and cancel an order: its customer (a session), or for a guest order whoever
 * holds its guest token. A visitor asking for a customer's order is told to log in; another
 * customer, or a wrong or missing guest token, is refused.
 */
export function ensureOrderReader(
  order: { customer_id: number | null; guest_token: string | null },
  customer: CustomerRow | null,
  guestToken: string | null,
): void {
  if (order.customer_id === null) {
    if (order.guest_token !== null && guestToken !== null && sameToken(order.guest_token, guestToken)) return;
    throw forbidden('This order can be seen only on the device it was placed from');
  }
  if (!customer) throw loginRequired('Please log in to see this order');
  if (order.customer_id !== customer.id) throw forbidden('This order belongs to another customer');
}
