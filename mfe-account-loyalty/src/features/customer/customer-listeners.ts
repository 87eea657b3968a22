// The customer's side effects, in the store's listener middleware (app/store.ts starts them).
import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { fetchAccountDetails } from './customer-api';
import { customerFailed, customerLoaded, customerRequested, type WithCustomer } from './customer-slice';

/** (Re)loads the logged-in customer's account details when asked; a visitor has none. */
export function listenForCustomer(listeners: Pick<ListenerMiddlewareInstance, 'startListening'>): void {
  listeners.startListening.withTypes<WithCustomer>()({
    actionCreator: customerRequested,
    effect: async ({ payload }, api) => {
      const customerId = api.getState().customer.customerId;
      if (!customerId) return;
      try {
        const details = await fetchAccountDetails(payload.storeId);
        // A logout (or another login) meanwhile makes this answer stale.
        if (api.getState().customer.customerId !== customerId) return;
        api.dispatch(
          customerLoaded({
            profile: {
              id: details.id,
              telephone: details.telephone,
              email: details.email ?? null,
              firstName: details.firstName ?? null,
              lastName: details.lastName ?? null,
              points: details.points ?? 0,
            },
            membership: {
              isMember: details.membership?.isMember ?? false,
              balanceInCents: details.membership?.balanceInCents ?? 0,
            },
          }),
        );
      } catch (error) {
        if (api.getState().customer.customerId !== customerId) return;
        api.dispatch(customerFailed(error instanceof Error ? error.message : String(error)));
      }
    },
  });
}
