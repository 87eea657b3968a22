import { accountStore } from '../../app/store';
import { connectLoyaltyToBus } from './loyalty-bus';

let connected = false;

/**
 * Connects the loyalty feature to the bus once for the page: the service app does it, and the
 * carousel parcel too (it shows with the page, the service later).
 */
export function ensureLoyaltyConnected(): void {
  if (connected) return;
  connected = true;
  connectLoyaltyToBus(accountStore);
}

/**
 * Resolves once the diner's loyalty for this page has loaded or failed: the carousel shows then,
 * with the page (the shell waits for it), rather than as a skeleton that grows under the store's
 * details and pushes the menu down.
 */
export function loyaltySettled(): Promise<void> {
  ensureLoyaltyConnected();
  return new Promise((resolve) => {
    const settled = () => {
      const { status } = accountStore.getState().loyalty;
      return status === 'ready' || status === 'failed';
    };
    if (settled()) return resolve();
    const unsubscribe = accountStore.subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}
