import { ApiError, pageStore } from '@owa/shared';
import type { StartListening } from '../../lib/store';
import { startDeliveryListeners } from './delivery/delivery-listeners';
import { CART_TEARDOWN_MS, dineInActions } from './dine-in/dine-in-slice';
import { orderContextActions } from './order-context-slice';
import { writeStoredOrderContext } from './order-context-storage';
import { reconciledOrderType, startOrderTypeListeners } from './order-type/order-type-actions';
import type { OrderContextRoot } from './state';
import { storeInfoActions } from './store-info-slice';

/**
 * The store being ordered from, as the shell fetched it for every team (`shell:store`, read with
 * `pageStore`); a failure keeps its code (the selector says so).
 */
function startStoreInfo(startListening: StartListening<OrderContextRoot>): (() => void)[] {
  return [
    startListening({
      actionCreator: storeInfoActions.storeInfoRequested,
      effect: async ({ payload: storeId }, api) => {
        // Only a request the reducer turned into a load is read: one request per store.
        const before = api.getOriginalState().storeInfo;
        const after = api.getState().storeInfo;
        if (before === after || after.status !== 'loading') return;
        try {
          const store = await pageStore(storeId);
          api.dispatch(storeInfoActions.storeInfoLoaded({ storeId, store }));
        } catch (error) {
          const errorCode = error instanceof ApiError ? error.errorCode : 'CLIENT_ERR_UNKNOWN';
          api.dispatch(storeInfoActions.storeInfoFailed({ storeId, errorCode }));
        }
      },
    }),
    // A scanned table is dine-in at once; the type is checked against the store once it is known.
    startListening({
      actionCreator: orderContextActions.tableScanned,
      effect: ({ payload }, api) => {
        api.dispatch(storeInfoActions.storeInfoRequested(payload.storeId));
        if (api.getState().storeInfo.status !== 'ready') return;
        const type = reconciledOrderType(api.getState(), api.extra.now());
        if (type)
          api.dispatch(orderContextActions.orderTypeChanged({ storeId: payload.storeId, orderType: type }));
      },
    }),
  ];
}

/** A dine-in dialog asked for opens once the dialog it replaces (the cart, or another) has gone. */
function startDineInDialogs(startListening: StartListening<OrderContextRoot>): () => void {
  return startListening({
    actionCreator: dineInActions.dialogRequested,
    effect: async ({ payload }, api) => {
      api.cancelActiveListeners();
      await api.delay(CART_TEARDOWN_MS);
      api.dispatch(dineInActions.dialogOpened(payload));
    },
  });
}

/** Keeps the order context in this browser (the cart team's key) whenever it changes. */
function startKeeping(startListening: StartListening<OrderContextRoot>, storage: Storage): () => void {
  return startListening({
    predicate: (_action, current, previous) => current.orderContext !== previous.orderContext,
    effect: (_action, api) => writeStoredOrderContext(storage, api.getState().orderContext),
  });
}

/** The room's reactions for as long as the store lives; `storage` keeps the context across visits. */
export function startOrderContextListeners(
  startListening: StartListening<OrderContextRoot>,
  storage: Storage | null,
): (() => void)[] {
  return [
    ...startStoreInfo(startListening),
    ...startOrderTypeListeners(startListening),
    ...startDeliveryListeners(startListening),
    startDineInDialogs(startListening),
    ...(storage ? [startKeeping(startListening, storage)] : []),
  ];
}
