// The customer's own profile and account (spec 3 §2, §7).
import * as v from 'valibot';
import { CustomerAnswerSchema } from './auth.js';

const NameSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'is required'), v.maxLength(80));

/** PUT /customer: contact info a customer edits in the account area; the phone is their login. */
export const ContactUpdateSchema = v.strictObject({
  firstName: NameSchema,
  lastName: NameSchema,
  email: v.pipe(v.string(), v.trim(), v.maxLength(200), v.email('is not an e-mail address')),
});
export type ContactUpdate = v.InferInput<typeof ContactUpdateSchema>;

/** GET /customer/account: the profile plus the wallet, saved-card count and referral link. */
export const AccountAnswerSchema = v.object({
  ...CustomerAnswerSchema.entries,
  storeId: v.nullable(v.string()),
  groupId: v.nullable(v.string()),
  membership: v.object({ isMember: v.boolean(), balance: v.number(), balanceInCents: v.number() }),
  savedCardCount: v.number(),
  referral: v.nullable(v.object({ referrerId: v.number(), link: v.string() })),
  memberSince: v.string(),
});
