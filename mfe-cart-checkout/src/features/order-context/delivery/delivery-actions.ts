import type { DeliveryAddress, DeliveryProviderDetail } from '@owa/shared/entities';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { hasPostalCode } from '../../../domain/delivery';
import { type DeliveryProblem, deliveryProblemOf, pickProvider } from '../../../domain/delivery-validation';
import { type OrderContextState, orderContextActions, selectStoreContext } from '../order-context-slice';
import { errorCodeOf, validateAddress, validateProviders } from './delivery-api';

interface Root {
  readonly orderContext: OrderContextState;
}

export type AddressCheck =
  | { ok: true; provider: string; providers: readonly DeliveryProviderDetail[] }
  | { ok: false; problem: DeliveryProblem; providers: readonly DeliveryProviderDetail[] };

type Thunk<T> = ThunkAction<Promise<T>, Root, unknown, UnknownAction>;

/**
 * A new address (spec 2 §4 "Delivery address validation"): it must have a postal code; the server
 * judges each provider; the chosen (or first valid) provider validates it. On success it is kept,
 * with the type DELIVERY (the cart reprices itself); on any failure the kept address is cleared, so
 * an address is never used without its range checked.
 */
export function deliveryAddressChosen(address: DeliveryAddress): Thunk<AddressCheck> {
  return async (dispatch, getState) => {
    const storeId = getState().orderContext.storeId;
    if (!storeId) return { ok: false, problem: 'failed', providers: [] };
    const preferred = selectStoreContext(getState(), storeId).deliveryProvider;
    const fail = (
      problem: DeliveryProblem,
      providers: readonly DeliveryProviderDetail[] = [],
    ): AddressCheck => {
      dispatch(orderContextActions.deliveryAddressCleared({ storeId, backToPickup: false }));
      return { ok: false, problem, providers };
    };
    if (!hasPostalCode(address)) return fail('invalid');
    let providers: DeliveryProviderDetail[];
    try {
      providers = await validateProviders(storeId, address);
    } catch (error) {
      return fail(deliveryProblemOf(errorCodeOf(error)));
    }
    const verdict = pickProvider(providers, preferred);
    if (verdict.kind === 'problem') return fail(verdict.problem, providers);
    try {
      const answer = await validateAddress(storeId, address, verdict.provider);
      const kept: DeliveryAddress = { ...address, ...(answer.address ?? {}) };
      dispatch(
        orderContextActions.deliveryAddressValidated({
          storeId,
          address: kept,
          provider: answer.provider,
          providers,
        }),
      );
      return { ok: true, provider: answer.provider, providers };
    } catch (error) {
      return fail(deliveryProblemOf(errorCodeOf(error)), providers);
    }
  };
}

/**
 * Another provider (spec 2 §4): stored per store once the server validates the address for it; on
 * failure the previous provider stays and the caller warns.
 */
export function deliveryProviderChosen(
  provider: string,
): Thunk<{ ok: true } | { ok: false; problem: DeliveryProblem }> {
  return async (dispatch, getState) => {
    const storeId = getState().orderContext.storeId;
    const context = storeId ? selectStoreContext(getState(), storeId) : null;
    if (!storeId || !context?.deliveryAddress) return { ok: false, problem: 'failed' };
    if (context.deliveryProvider === provider) return { ok: true };
    try {
      await validateAddress(storeId, context.deliveryAddress, provider);
      dispatch(orderContextActions.deliveryProviderChanged({ storeId, provider }));
      return { ok: true };
    } catch (error) {
      return { ok: false, problem: deliveryProblemOf(errorCodeOf(error)) };
    }
  };
}
