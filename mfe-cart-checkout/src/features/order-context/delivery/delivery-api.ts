import { ApiError, siteApi } from '@owa/shared';
import {
  type DeliveryAddress,
  DeliveryAddressSchema,
  DeliveryProviderDetailSchema,
  GpsCoordinateSchema,
} from '@owa/shared/entities';
import * as v from 'valibot';

export const AddressSuggestionSchema = v.object({
  id: v.string(),
  label: v.string(),
  address: v.object({
    addressLine1: v.string(),
    city: v.nullish(v.string()),
    province: v.nullish(v.string()),
    country: v.nullish(v.string()),
    postCode: v.nullish(v.string()),
    gpsCoordinate: v.nullish(GpsCoordinateSchema),
  }),
});
export type AddressSuggestion = v.InferOutput<typeof AddressSuggestionSchema>;

const SuggestionsSchema = v.object({ suggestions: v.array(AddressSuggestionSchema) });
const ProvidersSchema = v.object({ result: v.array(DeliveryProviderDetailSchema) });
const ValidatedSchema = v.looseObject({
  valid: v.boolean(),
  provider: v.string(),
  address: v.nullish(DeliveryAddressSchema),
});

/** Two-letter codes only (spec 2 §2); CA when the store names none. */
export function countryCodes(codes: readonly string[] | null | undefined): string {
  const valid = (codes ?? [])
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z]{2}$/.test(code));
  return valid.length > 0 ? valid.slice(0, 5).join(',') : 'CA';
}

/** GET /address/suggestions (docs/api.md): the maps autocomplete seam. */
export async function searchAddresses(
  text: string,
  countries: string,
  signal: AbortSignal,
): Promise<AddressSuggestion[]> {
  const answer = await siteApi().request('/address/suggestions', {
    query: { q: text, country: countries, limit: 5 },
    schema: SuggestionsSchema,
    silent: true,
    signal,
  });
  return answer.suggestions;
}

export async function validateProviders(storeId: string, address: DeliveryAddress) {
  const answer = await siteApi().request('/order/validate_providers', {
    method: 'POST',
    body: address,
    schema: ProvidersSchema,
    storeId,
    silent: true,
  });
  return answer.result;
}

export async function validateAddress(storeId: string, address: DeliveryAddress, provider: string) {
  return siteApi().request('/order/validate_address', {
    method: 'POST',
    query: { provider },
    body: address,
    schema: ValidatedSchema,
    storeId,
    silent: true,
  });
}

export function errorCodeOf(error: unknown): string | null {
  return error instanceof ApiError ? error.errorCode : null;
}
