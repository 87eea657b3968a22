// The order context room: how, when and where the order is served (order type, time, delivery
// address, table and dine-in). The cart and checkout rooms use it through this file only.
export { connectOrderContext } from './connect';
export {
  type ContextDialogsState,
  contextDialogsActions,
  selectContextDialogOpen,
  selectContextDialogs,
} from './context-dialogs-slice';
export {
  loadCallServerDialog,
  loadDeliveryDialog,
  loadLeaveDineInDialog,
  loadNotInStoreDialog,
  loadQrScannerDialog,
  loadScheduleDialog,
  loadTableNumberDialog,
} from './dialog-loaders';
export { callServerGate } from './dine-in/call-server/call-server';
export { dineInMessages } from './dine-in/dine-in-messages';
export {
  CART_TEARDOWN_MS,
  type DineInDialog,
  type DineInState,
  dineInActions,
  type PastOrder,
  type PastRound,
  selectDineInDialog,
} from './dine-in/dine-in-slice';
export { useLocationCheck } from './dine-in/location-check/use-location-check';
export { PastRounds } from './dine-in/PastRounds';
export { keepRounds } from './dine-in/rounds-storage';
export { useTableExpiry } from './dine-in/table/use-table-expiry';
export { startOrderContextListeners } from './listeners';
export { messages as orderContextMessages } from './messages';
export {
  addressLine,
  type OrderContextState,
  orderContextActions,
  type StoreOrderContext,
  selectStoreContext,
} from './order-context-slice';
export { readStoredOrderContext } from './order-context-storage';
export { OrderTypeSelector } from './order-type/OrderTypeSelector';
export { pickupAsapByDefault } from './pickup-asap';
export { type OrderContextRoot, orderContextReducers } from './state';
export { type StoreInfoState, storeInfoSettled } from './store-info-slice';
export { type TimeSlotsState, timeSlotsActions } from './time-slots-slice';
