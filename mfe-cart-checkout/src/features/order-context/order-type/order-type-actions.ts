import { orderTypeSelector } from '@owa/shared/domain';
import type { OrderType } from '@owa/shared/entities';
import { createAction } from '@reduxjs/toolkit';
import { chooseOrderType } from '../../../domain/order-type-choice';
import type { StartListening } from '../../../lib/store';
import { contextDialogsActions } from '../context-dialogs-slice';
import { type OrderContextState, orderContextActions, selectStoreContext } from '../order-context-slice';
import type { OrderContextRoot } from '../state';
import { type StoreInfoState, storeInfoActions } from '../store-info-slice';

/** The diner chose a type in the selector (a refused type never gets here: the selector explains it). */
export const orderTypePicked = createAction<{ orderType: OrderType; confirmed?: boolean }>(
  'orderContext/orderTypePicked',
);

/**
 * Once the store is known: a kept type the store does not offer now (no delivery at this store,
 * disabled until later, closed without off-hours ordering) gives way to the default type, PICKUP if
 * offered (spec 2 §4 "Order type"). A table keeps dine-in. Returns the type to switch to, if any.
 */
export function reconciledOrderType(
  state: { readonly orderContext: OrderContextState; readonly storeInfo: StoreInfoState },
  now: number,
  kioskMode = false,
): OrderType | null {
  const store = state.storeInfo.store;
  const storeId = state.orderContext.storeId;
  if (!store || !storeId || String(store.storeId) !== storeId) return null;
  const context = selectStoreContext(state, storeId);
  const selector = orderTypeSelector(store, {
    now,
    kioskMode,
    hasTable: context.tableId !== null,
    enteredViaQr: context.enteredViaQr,
  });
  if (selector.kind !== 'types') return null;
  const current = selector.types.find((type) => type.orderType === context.orderType);
  if (current && current.refusal === null) return null;
  return selector.defaultType && selector.defaultType !== context.orderType ? selector.defaultType : null;
}

/** What choosing an order type does (spec 1 §4.1, spec 2 §4), and the type kept once the store is known. */
export function startOrderTypeListeners(startListening: StartListening<OrderContextRoot>): (() => void)[] {
  return [
    startListening({
      actionCreator: orderTypePicked,
      effect: ({ payload }, api) => {
        const storeId = api.getState().orderContext.storeId;
        if (!storeId) return;
        const context = selectStoreContext(api.getState(), storeId);
        const choice = chooseOrderType({
          current: context.orderType,
          chosen: payload.orderType,
          refused: false,
          hasTable: context.tableId !== null,
          hasDeliveryAddress: context.deliveryAddress !== null,
          confirmed: payload.confirmed ?? false,
        });
        switch (choice.kind) {
          case 'edit':
            api.dispatch(
              choice.dialog === 'delivery'
                ? contextDialogsActions.deliveryOpened()
                : contextDialogsActions.scheduleOpened(),
            );
            return;
          case 'confirm-leave-dine-in':
            api.dispatch(contextDialogsActions.leaveDineInAsked(choice.orderType));
            return;
          case 'ask-address':
            if (context.orderType === 'DINE_IN') api.dispatch(orderContextActions.tableCleared({ storeId }));
            api.dispatch(contextDialogsActions.deliveryOpened());
            return;
          case 'switch':
            if (context.orderType === 'DINE_IN') api.dispatch(orderContextActions.tableCleared({ storeId }));
            api.dispatch(orderContextActions.orderTypeChanged({ storeId, orderType: choice.orderType }));
            return;
          case 'refused':
            return;
        }
      },
    }),
    // 'Yes, switch' in the leave-dine-in confirmation picks the type it asked about, confirmed.
    startListening({
      actionCreator: contextDialogsActions.leaveDineInAnswered,
      effect: ({ payload }, api) => {
        const target = api.getOriginalState().contextDialogs.leaveDineIn;
        if (payload.confirmed && target)
          api.dispatch(orderTypePicked({ orderType: target, confirmed: true }));
      },
    }),
    startListening({
      actionCreator: storeInfoActions.storeInfoLoaded,
      effect: (_action, api) => {
        const storeId = api.getState().orderContext.storeId;
        const type = reconciledOrderType(api.getState(), api.extra.now());
        if (storeId && type) api.dispatch(orderContextActions.orderTypeChanged({ storeId, orderType: type }));
      },
    }),
  ];
}
