// Login by one-time code (spec 3 §4).
import * as v from 'valibot';
import { integerLike, TelephoneSchema } from './primitives.js';

export const LoginCodeRequestSchema = v.object({ telephone: TelephoneSchema });
export type LoginCodeRequest = v.InferInput<typeof LoginCodeRequestSchema>;

/** POST /customer/login/request. */
export const LoginCodeAnswerSchema = v.object({
  telephone: v.string(),
  sent: v.boolean(),
  resendAfterSeconds: v.number(),
  expiresInSeconds: v.number(),
});

export const LoginRequestSchema = v.object({
  telephone: TelephoneSchema,
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Please enter a 6 digit code')),
  /** The referring customer's id, carried from a referral link (spec 3 §4). */
  referrer: v.nullish(v.union([integerLike(1, 2_000_000_000), v.literal('')])),
});
export type LoginRequest = v.InferInput<typeof LoginRequestSchema>;

/** The User / Customer entity of spec 3 §3 as the API sends it. */
export const CustomerAnswerSchema = v.object({
  id: v.number(),
  customerId: v.number(),
  telephone: v.string(),
  email: v.nullable(v.string()),
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  points: v.number(),
  /** The store wallet (membership) balance. */
  balanceInCents: v.number(),
});

/** POST /customer/login: the customer and the session token (also in the Authorization header). */
export const LoginAnswerSchema = v.object({
  ...CustomerAnswerSchema.entries,
  authToken: v.string(),
  tokenExpiresAt: v.string(),
});

/** POST /customer/logout. */
export const LogoutAnswerSchema = v.object({ loggedOut: v.literal(true) });
