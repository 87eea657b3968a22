// The room's dialogs load on demand; the cart's overlay layer and the app's dine-in layer show them.
export const loadScheduleDialog = () =>
  import(/* webpackChunkName: "schedule-dialog" */ './schedule/ScheduleDialog');
export const loadDeliveryDialog = () =>
  import(/* webpackChunkName: "delivery-dialog" */ './delivery/DeliveryDialog');
export const loadLeaveDineInDialog = () =>
  import(/* webpackChunkName: "leave-dine-in-dialog" */ './order-type/LeaveDineInDialog');
export const loadTableNumberDialog = () => import('./dine-in/table/TableNumberDialog');
export const loadQrScannerDialog = () => import('./dine-in/qr-scanner/QrScannerDialog');
export const loadCallServerDialog = () => import('./dine-in/call-server/CallServerDialog');
export const loadNotInStoreDialog = () => import('./dine-in/location-check/NotInStoreDialog');
