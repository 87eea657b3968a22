import { orderTypeSelector } from '@owa/shared/domain';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { CartRootState } from '../../../app/store';
import { orderContextActions, selectStoreContext } from '../order-context-slice';

/**
 * Once the store is known: a kept type the store does not offer now (no delivery at this store,
 * disabled until later, closed without off-hours ordering) gives way to the default type, PICKUP if
 * offered (spec 2 §4 "Order type"). A table keeps dine-in.
 */
export function reconcileOrderType(
  now: number,
  kioskMode = false,
): ThunkAction<void, CartRootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const state = getState();
    const store = state.storeInfo.store;
    const storeId = state.orderContext.storeId;
    if (!store || !storeId || String(store.storeId) !== storeId) return;
    const context = selectStoreContext(state, storeId);
    const selector = orderTypeSelector(store, {
      now,
      kioskMode,
      hasTable: context.tableId !== null,
      enteredViaQr: context.enteredViaQr,
    });
    if (selector.kind !== 'types') return;
    const current = selector.types.find((type) => type.orderType === context.orderType);
    if (current && current.refusal === null) return;
    if (selector.defaultType && selector.defaultType !== context.orderType)
      dispatch(orderContextActions.orderTypeChanged({ storeId, orderType: selector.defaultType }));
  };
}
