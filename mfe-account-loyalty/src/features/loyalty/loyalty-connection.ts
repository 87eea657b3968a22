import { connectLoyaltyToBus, type LoyaltyStore } from './loyalty-bus';

let connected = false;

/**
 * Connects the loyalty feature to the bus once for the page: the service app does it, and the
 * carousel parcel too (it shows with the page, the service later).
 */
export function ensureLoyaltyConnected(store: LoyaltyStore): void {
  if (connected) return;
  connected = true;
  connectLoyaltyToBus(store);
}

/**
 * Resolves once the diner's loyalty for this page has loaded or failed: the carousel shows then,
 * with the page (the shell waits for it), rather than as a skeleton that grows under the store's
 * details and pushes the menu down.
 */
export function loyaltySettled(store: LoyaltyStore): Promise<void> {
  ensureLoyaltyConnected(store);
  return new Promise((resolve) => {
    const settled = () => {
      const { status } = store.getState().loyalty;
      return status === 'ready' || status === 'failed';
    };
    if (settled()) return resolve();
    const unsubscribe = store.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
