import type { DeliveryAddressInput } from '@owa/shared/api';
import type { Store } from '@owa/shared/entities';
import { demoAddresses } from '../../db/seed/addresses.js';

/** Spec 2 §9: great-circle distance with an Earth radius of 6371 km. */
const EARTH_RADIUS_KM = 6371;

export function haversineKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const DeliveryErrorCode = {
  outOfRange: 'ORD_ERR_DELIVERY_ADDRESS_OUT_OF_RANGE',
  invalid: 'ORD_ERR_DELIVERY_ADDRESS_INVALID',
  required: 'ORD_ERR_DELIVERY_ADDRESS_REQUIRED',
  providerUnsupported: 'ORD_ERR_DELIVERY_PROVIDER_UNSUPPORTED',
  disabled: 'ORD_ERR_DELIVERY_DISABLED',
} as const;

export const DeliveryMessages = {
  outOfRange:
    'Sorry, your address is not in the delivery range, please contact the store to place your order',
  invalid: 'The address you have entered is invalid, please try again',
  required: 'Your delivery address must be set',
  noProvider: 'No delivery providers support that address',
  unavailable: 'Delivery is currently unavailable',
} as const;

/**
 * What each provider charges (cents) and how far it goes. The robot is cheaper and keeps to a short
 * radius around the store; the courier goes as far as the store's delivery range.
 */
const PROVIDERS: Record<string, { costCents: number; fixedCost: boolean; maxRangeKm: number | null }> = {
  COURIER: { costCents: 399, fixedCost: false, maxRangeKm: null },
  TINY_MILE: { costCents: 299, fixedCost: true, maxRangeKm: 3 },
  SELF: { costCents: 399, fixedCost: true, maxRangeKm: null },
};

export interface ProviderDetail {
  provider: string;
  valid: boolean;
  /** Cents. */
  cost: number | null;
  fixedCost: boolean;
  errorCode: string | null;
}

/** The providers a store offers, its current (default) one first. */
export function storeProviders(store: Store): string[] {
  const settings = store.settings?.deliverySettings;
  const supported = settings?.supportedDeliveryProviders ?? [];
  const list = supported.length > 0 ? [...supported] : ['SELF'];
  const current = settings?.currentDeliveryProvider;
  if (current && list.includes(current)) list.sort((a, b) => (a === current ? -1 : b === current ? 1 : 0));
  return list;
}

/**
 * The address as the maps search would complete it: the client's coordinates when sent, else the
 * demo address search (DEMO-DATA "Delivery addresses"). A place without a postal code is no
 * delivery address (spec 2 §5).
 */
export function resolveAddress(address: DeliveryAddressInput): DeliveryAddressInput | null {
  const line = address.addressLine1.trim().toLowerCase();
  const known = demoAddresses.find(
    (a) => a.addressLine1.toLowerCase() === line || a.query.toLowerCase() === line,
  );
  const postCode = address.postCode?.trim() || known?.postCode || null;
  const gps = address.gpsCoordinate ?? known?.gpsCoordinate ?? null;
  if (!postCode || !gps) return null;
  return {
    ...address,
    city: address.city ?? known?.city ?? null,
    province: address.province ?? known?.province ?? null,
    country: address.country ?? known?.country ?? null,
    postCode,
    gpsCoordinate: gps,
  };
}

/** Every provider's verdict on an address (POST /order/validate_providers). */
export function providerDetails(store: Store, address: DeliveryAddressInput | null): ProviderDetail[] {
  return storeProviders(store).map((provider) => {
    const terms = PROVIDERS[provider] ?? { costCents: 399, fixedCost: false, maxRangeKm: null };
    const base = { provider, cost: terms.costCents, fixedCost: terms.fixedCost };
    if (!store.features?.deliverySupported)
      return { ...base, valid: false, errorCode: DeliveryErrorCode.disabled };
    if (!address?.gpsCoordinate || !address.postCode)
      return { ...base, valid: false, errorCode: DeliveryErrorCode.invalid };
    const storeRange = store.settings?.deliverySettings?.deliveryRangeInKm ?? 0;
    const range = terms.maxRangeKm === null ? storeRange : Math.min(storeRange, terms.maxRangeKm);
    const distance = store.gpsCoordinate
      ? haversineKm(store.gpsCoordinate, address.gpsCoordinate)
      : Number.POSITIVE_INFINITY;
    if (distance > range) return { ...base, valid: false, errorCode: DeliveryErrorCode.outOfRange };
    return { ...base, valid: true, errorCode: null };
  });
}

export interface DeliveryVerdict {
  ok: boolean;
  provider: string | null;
  costCents: number;
  errorCode: string | null;
  message: string | null;
  address: DeliveryAddressInput | null;
}

/** One provider's verdict (the chosen one, else the store's default), for the cart and the order. */
export function deliveryVerdict(
  store: Store,
  address: DeliveryAddressInput | null | undefined,
  provider: string | null | undefined,
): DeliveryVerdict {
  const fail = (errorCode: string, message: string, chosen: string | null): DeliveryVerdict => ({
    ok: false,
    provider: chosen,
    costCents: 0,
    errorCode,
    message,
    address: null,
  });
  if (!store.features?.deliverySupported)
    return fail(DeliveryErrorCode.disabled, DeliveryMessages.unavailable, null);
  if (!address) return fail(DeliveryErrorCode.required, DeliveryMessages.required, null);
  const resolved = resolveAddress(address);
  if (!resolved) return fail(DeliveryErrorCode.invalid, DeliveryMessages.invalid, null);
  const providers = storeProviders(store);
  const chosen = provider ?? providers[0] ?? 'SELF';
  if (!providers.includes(chosen))
    return fail(DeliveryErrorCode.providerUnsupported, `This store does not deliver with ${chosen}`, chosen);
  const detail = providerDetails(store, resolved).find((d) => d.provider === chosen);
  if (!detail?.valid) {
    const code = detail?.errorCode ?? DeliveryErrorCode.invalid;
    return fail(
      code,
      code === DeliveryErrorCode.outOfRange ? DeliveryMessages.outOfRange : DeliveryMessages.invalid,
      chosen,
    );
  }
  return {
    ok: true,
    provider: chosen,
    costCents: detail.cost ?? 0,
    errorCode: null,
    message: null,
    address: resolved,
  };
}
