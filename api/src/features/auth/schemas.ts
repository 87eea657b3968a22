import * as v from 'valibot';
import { integerLike, TelephoneSchema } from '../../http/validation.js';

export const LoginCodeRequestSchema = v.object({ telephone: TelephoneSchema });

export const LoginSchema = v.object({
  telephone: TelephoneSchema,
  code: v.pipe(v.string(), v.regex(/^\d{6}$/, 'Please enter a 6 digit code')),
  /** The referring customer's id, carried from a referral link (spec 3 §4). */
  referrer: v.nullish(v.union([integerLike(1, 2_000_000_000), v.literal('')])),
});
