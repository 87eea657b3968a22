import { type AddCardRequest, siteApi } from '@owa/shared';
import { SavedCardSchema } from '@owa/shared/entities';
import * as v from 'valibot';

/**
 * POST /customer/paymentMethod: the number and CVC go straight to the API's processor, which turns
 * them into a token (docs/api.md "Saved cards"); this module neither keeps nor logs them.
 */
export function addCard(card: AddCardRequest) {
  return siteApi().request('/customer/paymentMethod', {
    method: 'POST',
    body: card,
    schema: SavedCardSchema,
    silent: true,
  });
}

export function deleteCard(id: string) {
  return siteApi().request(`/customer/paymentmethod/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: v.unknown(),
  });
}
