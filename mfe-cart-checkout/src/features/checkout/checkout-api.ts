import { siteApi } from '@owa/shared';
import { StoreListSchema } from '@owa/shared/entities';
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

export async function fetchStore(storeId: string) {
  const stores = await siteApi().request('/store', {
    query: { storeId },
    schema: StoreListSchema,
    storeId,
    silent: true,
  });
  const store = stores[0];
  if (!store) throw new Error(`Store ${storeId} not found`);
  return store;
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
