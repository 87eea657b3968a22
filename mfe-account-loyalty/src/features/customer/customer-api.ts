// The account team's calls (docs/api.md "Account, loyalty and orders") and their boundary schemas
// for answers the contract package does not describe.
import { siteApi } from '@owa/shared';
import * as v from 'valibot';

const IdText = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((id) => String(id)),
);

export const AccountDetailsSchema = v.object({
  id: IdText,
  telephone: v.string(),
  email: v.nullish(v.string()),
  firstName: v.nullish(v.string()),
  lastName: v.nullish(v.string()),
  points: v.nullish(v.number()),
  membership: v.nullish(
    v.object({ isMember: v.nullish(v.boolean()), balanceInCents: v.nullish(v.number()) }),
  ),
});
export type AccountDetails = v.InferOutput<typeof AccountDetailsSchema>;

/** GET /customer/account for the current store (its wallet is the membership). */
export function fetchAccountDetails(storeId: string | null) {
  return siteApi().request('/customer/account', { schema: AccountDetailsSchema, storeId });
}
