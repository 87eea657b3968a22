import { fetchAccountDetails } from './account-api';
import { customerFailed, customerLoaded, customerRequested } from './customer-slice';
import type { AccountDispatch, AccountState } from './store';

/** (Re)loads the logged-in customer's account details; a visitor has none. */
export function loadCustomer(storeId: string | null) {
  return async (dispatch: AccountDispatch, getState: () => AccountState) => {
    const customerId = getState().customer.customerId;
    if (!customerId) return;
    dispatch(customerRequested({ storeId }));
    try {
      const details = await fetchAccountDetails(storeId);
      // A logout (or another login) meanwhile makes this answer stale.
      if (getState().customer.customerId !== customerId) return;
      dispatch(
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
      if (getState().customer.customerId !== customerId) return;
      dispatch(customerFailed(error instanceof Error ? error.message : String(error)));
    }
  };
}
