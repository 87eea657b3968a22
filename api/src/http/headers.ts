import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { badRequest } from '../errors.js';
import { GroupIdSchema, parseInput, StoreIdSchema } from './validation.js';

function single(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The storeId header the clients send on every call (spec 1 §7); required where named. */
export function storeIdHeader(request: FastifyRequest): string {
  const value = single(request, 'storeid');
  if (value === undefined || value === '' || value === 'null')
    throw badRequest('The storeId header is required');
  return parseInput(StoreIdSchema, value, 'header').toString();
}

export function optionalStoreIdHeader(request: FastifyRequest): string | null {
  const value = single(request, 'storeid');
  if (value === undefined || value === '' || value === 'null') return null;
  return parseInput(StoreIdSchema, value, 'header');
}

export function optionalGroupIdHeader(request: FastifyRequest): string | null {
  const value = single(request, 'white-label-group-id');
  if (value === undefined || value === '' || value === 'null') return null;
  return parseInput(GroupIdSchema, value, 'header');
}

/** The token from `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function bearerToken(request: FastifyRequest): string | null {
  const value = single(request, 'authorization');
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token === '' || token === 'null' || token === 'undefined' ? null : token;
}

export const NoQuerySchema = v.object({});
