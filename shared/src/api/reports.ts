// What clients report to the API: their errors (POST /order/error) and referral visits.
import * as v from 'valibot';
import { integerLike, StoreIdSchema } from './primitives.js';

/** A report is an object: an array (or anything else) is not one. */
export const ClientErrorSchema = v.object({
  /** The client sends text or a serialised error object; either is kept as text. */
  error: v.union([
    v.pipe(v.string(), v.minLength(1), v.maxLength(20_000)),
    v.pipe(
      v.custom<Record<string, unknown>>(
        (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
        'must be text or an object',
      ),
      v.record(v.string(), v.unknown()),
      v.transform((value) => JSON.stringify(value)),
      v.maxLength(20_000),
    ),
  ]),
  statusCode: v.nullish(integerLike(0, 999)),
  storeId: v.nullish(v.union([StoreIdSchema, v.pipe(integerLike(1, 999_999_999_999), v.transform(String))])),
});
export type ClientErrorReport = v.InferInput<typeof ClientErrorSchema>;

/** POST /order/error. */
export const ErrorReportAnswerSchema = v.object({ id: v.number(), received: v.literal(true) });

export const GuestReferrerSchema = v.object({
  referrerCustomerId: integerLike(1, 2_000_000_000),
});

/** POST /guest/referrer. */
export const ReferralAnswerSchema = v.object({ recorded: v.literal(true), referrerCustomerId: v.number() });
