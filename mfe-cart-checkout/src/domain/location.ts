// Dine-in location check (spec 1 §5, spec 3 §4): great-circle distance by the haversine formula with
// an Earth radius of 6371 km.
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // Clamped: rounding can push h a hair above 1 for antipodal points, and asin would give NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}

export type LocationVerdict = 'not-required' | 'in-store' | 'not-in-store' | 'permission-denied';

export interface LocationCheckInput {
  verifyLocation: boolean | null | undefined;
  /** The device's position, or 'denied' when the browser refused it. */
  position: LatLng | 'denied';
  store: LatLng | null | undefined;
  radiusKm: number | null | undefined;
}

export const LOCATION_MESSAGES = {
  notInStore: 'Your current location is not in store',
  allowGps: 'Please allow GPS location',
} as const;

/**
 * Within the radius (inclusive) the user is in the store. A store that does not verify location, or
 * that has no position or radius configured, cannot be checked and does not block dine-in.
 */
export function checkDineInLocation(input: LocationCheckInput): LocationVerdict {
  if (!input.verifyLocation || !input.store || input.radiusKm === null || input.radiusKm === undefined) {
    return 'not-required';
  }
  if (input.position === 'denied') return 'permission-denied';
  return haversineKm(input.position, input.store) <= input.radiusKm ? 'in-store' : 'not-in-store';
}
