import { connectLoyaltyToBus, type LoyaltyStore } from './loyalty-bus';

let connected = false;

/**
 * Connects the loyalty feature to the bus once for the page: the service app does it, and the
 * carousel parcel too in case it mounts first (both run after the route's first paint).
 */
export function ensureLoyaltyConnected(store: LoyaltyStore): void {
  if (connected) return;
  connected = true;
  connectLoyaltyToBus(store);
}
