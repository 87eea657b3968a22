import { pageStore, siteApi } from '@owa/shared';
import * as v from 'valibot';

/** GET /customer/account: the profile and the store wallet (spec 3 "account details"). */
export const AccountSchema = v.looseObject({
  firstName: v.nullish(v.string()),
  lastName: v.nullish(v.string()),
  email: v.nullish(v.string()),
  telephone: v.nullish(v.string()),
  membership: v.nullish(
    v.looseObject({ isMember: v.nullish(v.boolean()), balanceInCents: v.nullish(v.number()) }),
  ),
});
export type Account = v.InferOutput<typeof AccountSchema>;

/** The page's store, as the shell fetched it for every team. */
export function fetchStore(storeId: string) {
  return pageStore(storeId);
}

export function fetchAccount(storeId: string) {
  return siteApi().request('/customer/account', { schema: AccountSchema, storeId, silent: true });
}

/** POST /{orderId}/rating (spec 2 §7): sent only for a rating above 0 (the caller checks). */
export function submitRating(orderId: string, point: number, comments: string) {
  return siteApi().request(`/${encodeURIComponent(orderId)}/rating`, {
    method: 'POST',
    body: { point, comments: comments.trim() || null },
    schema: v.unknown(),
    silent: true,
  });
}
