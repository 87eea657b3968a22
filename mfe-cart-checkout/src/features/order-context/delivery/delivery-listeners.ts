import type { DeliveryProviderDetail } from '@owa/shared/entities';
import { hasPostalCode } from '../../../domain/delivery';
import { type DeliveryProblem, deliveryProblemOf, pickProvider } from '../../../domain/delivery-validation';
import type { StartListening } from '../../../lib/store';
import { orderContextActions, selectStoreContext } from '../order-context-slice';
import type { OrderContextRoot } from '../state';

/** The calls and their schemas load with the first address, not with the service. */
const loadCalls = () => import('./delivery-api');

import { deliveryCheckActions } from './delivery-check-slice';

/** A call's answer or its error, so each failure is named where it happens. */
async function attempt<T>(call: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The delivery dialog's checks (spec 2 §4 "Delivery address validation"). A new address must have a
 * postal code; the server judges each provider; the chosen (or first valid) provider validates it.
 * On success it is kept with the type DELIVERY (the cart reprices itself); on any failure the kept
 * address is cleared, so an address is never used without its range checked. Another provider is
 * kept only once the server validates the address for it; a refused one leaves the previous one.
 */
export function startDeliveryListeners(startListening: StartListening<OrderContextRoot>): (() => void)[] {
  return [
    startListening({
      actionCreator: deliveryCheckActions.addressChosen,
      effect: async ({ payload: address }, api) => {
        // The latest address is the one that counts: an earlier check still running is dropped.
        api.cancelActiveListeners();
        const storeId = api.getState().orderContext.storeId;
        const fail = (problem: DeliveryProblem, providers: readonly DeliveryProviderDetail[] = []) => {
          if (storeId)
            api.dispatch(orderContextActions.deliveryAddressCleared({ storeId, backToPickup: false }));
          api.dispatch(deliveryCheckActions.addressRefused({ problem, providers }));
        };
        if (!storeId) return fail('failed');
        if (!hasPostalCode(address)) return fail('invalid');
        const preferred = selectStoreContext(api.getState(), storeId).deliveryProvider;
        const calls = await attempt(loadCalls());
        if (api.signal.aborted) return;
        if (!calls.ok) return fail('failed');
        const { errorCodeOf, validateAddress, validateProviders } = calls.value;
        const providers = await attempt(validateProviders(storeId, address));
        // A later address took over while this one was being checked: its check reports.
        if (api.signal.aborted) return;
        if (!providers.ok) return fail(deliveryProblemOf(errorCodeOf(providers.error)));
        const verdict = pickProvider(providers.value, preferred);
        if (verdict.kind === 'problem') return fail(verdict.problem, providers.value);
        const answer = await attempt(validateAddress(storeId, address, verdict.provider));
        if (api.signal.aborted) return;
        if (!answer.ok) return fail(deliveryProblemOf(errorCodeOf(answer.error)), providers.value);
        api.dispatch(
          orderContextActions.deliveryAddressValidated({
            storeId,
            address: { ...address, ...(answer.value.address ?? {}) },
            provider: answer.value.provider,
            providers: providers.value,
          }),
        );
        api.dispatch(deliveryCheckActions.addressAccepted());
      },
    }),
    startListening({
      actionCreator: deliveryCheckActions.providerChosen,
      effect: async ({ payload: provider }, api) => {
        const storeId = api.getState().orderContext.storeId;
        const context = storeId ? selectStoreContext(api.getState(), storeId) : null;
        if (!storeId || !context?.deliveryAddress) {
          api.dispatch(deliveryCheckActions.providerRefused(provider));
          return;
        }
        if (context.deliveryProvider === provider) {
          api.dispatch(deliveryCheckActions.providerAccepted());
          return;
        }
        try {
          const { validateAddress } = await loadCalls();
          await validateAddress(storeId, context.deliveryAddress, provider);
          api.dispatch(orderContextActions.deliveryProviderChanged({ storeId, provider }));
          api.dispatch(deliveryCheckActions.providerAccepted());
        } catch {
          api.dispatch(deliveryCheckActions.providerRefused(provider));
        }
      },
    }),
  ];
}
