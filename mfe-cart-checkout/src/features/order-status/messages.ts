/** The order status page's messages (issue 23). */
export const orderStatusMessages = {
  statusTitle: { id: 'status.title', defaultMessage: 'Order {id}' },
  statusLoading: { id: 'status.loading', defaultMessage: 'Loading your order…' },
  statusLoadFailed: { id: 'status.loadFailed', defaultMessage: 'Your order could not be loaded.' },
  statusRefused: {
    id: 'status.refused',
    defaultMessage: 'This order can be followed only from the account or the browser that placed it.',
  },
  statusRetry: { id: 'status.retry', defaultMessage: 'Try again' },
  statusProgress: { id: 'status.progress', defaultMessage: 'Order progress' },
  statusStep: {
    id: 'status.step',
    defaultMessage:
      '{step, select, ACCEPTED {Accepted} PREPARING {Preparing} READY {Ready} OUT_FOR_DELIVERY {Out for delivery} DELIVERED {Delivered} COMPLETED {Completed} other {Received}}',
  },
  statusNow: {
    id: 'status.now',
    defaultMessage:
      '{step, select, RECEIVED {The store has received your order} ACCEPTED {The store accepted your order} PREPARING {Your order is being prepared} READY {Your order is ready} OUT_FOR_DELIVERY {Your order is on its way} DELIVERED {Your order was delivered} COMPLETED {Your order is complete} CANCELLED {Your order was cancelled} other {Your order is waiting for its payment}}',
  },
  statusEstimated: {
    id: 'status.estimated',
    defaultMessage: '{type, select, DELIVERY {Estimated arrival} other {Estimated ready}}: {time}',
  },
  statusPickupAt: { id: 'status.pickupAt', defaultMessage: 'Pick up at {address}' },
  statusMaps: { id: 'status.maps', defaultMessage: 'Open the map' },
  statusDeliverTo: { id: 'status.deliverTo', defaultMessage: 'Delivery to {address}' },
  statusProvider: { id: 'status.provider', defaultMessage: 'Delivered by {provider}' },
  statusTable: { id: 'status.table', defaultMessage: 'Table {table}' },
  statusItems: { id: 'status.items', defaultMessage: 'Your order' },
  statusSubtotal: { id: 'status.subtotal', defaultMessage: 'Subtotal' },
  statusDiscount: { id: 'status.discount', defaultMessage: 'Discount' },
  statusDeliveryFee: { id: 'status.deliveryFee', defaultMessage: 'Delivery fee' },
  statusTax: { id: 'status.tax', defaultMessage: 'Tax' },
  statusTips: { id: 'status.tips', defaultMessage: 'Tips' },
  statusTotal: { id: 'status.total', defaultMessage: 'Total' },
  statusHelp: { id: 'status.help', defaultMessage: 'Need help with your order?' },
  statusCall: { id: 'status.call', defaultMessage: 'Call the store' },
  statusLive: { id: 'status.live', defaultMessage: 'Live' },
  statusReconnecting: { id: 'status.reconnecting', defaultMessage: 'Connection lost, reconnecting…' },
  statusNotify: { id: 'status.notify', defaultMessage: 'Notify me when it is ready' },
  statusNotifyOn: { id: 'status.notifyOn', defaultMessage: 'You will be notified when it is ready' },
  statusNotifyBlocked: {
    id: 'status.notifyBlocked',
    defaultMessage: 'Notifications are blocked for this site in your browser settings',
  },
  statusReadyCue: {
    id: 'status.readyCue',
    defaultMessage: '{type, select, DELIVERY {Your order is on its way!} other {Your order is ready!}}',
  },
  statusCancel: { id: 'status.cancel', defaultMessage: 'Cancel order' },
  statusCancelTitle: { id: 'status.cancelTitle', defaultMessage: 'Cancel this order?' },
  statusCancelBody: {
    id: 'status.cancelBody',
    defaultMessage: 'The kitchen has not started it yet. What you paid is given back.',
  },
  statusCancelConfirm: { id: 'status.cancelConfirm', defaultMessage: 'Yes, cancel it' },
  statusCancelKeep: { id: 'status.cancelKeep', defaultMessage: 'Keep the order' },
  statusCancelFailed: { id: 'status.cancelFailed', defaultMessage: 'The order could not be cancelled.' },
  statusCancelTooLate: {
    id: 'status.cancelTooLate',
    defaultMessage: 'The kitchen has started this order: it can no longer be cancelled.',
  },
  statusRefundTitle: { id: 'status.refundTitle', defaultMessage: 'Given back' },
  statusRefundCard: {
    id: 'status.refundCard',
    defaultMessage:
      '{state, select, succeeded {{amount} refunded to your card} failed {The refund of {amount} to your card failed; the store will contact you} other {Refund of {amount} to your card in progress}}',
  },
  statusRefundWallet: { id: 'status.refundWallet', defaultMessage: '{amount} back in your store wallet' },
  statusRefundPoints: { id: 'status.refundPoints', defaultMessage: '{points} points given back' },
  statusRefundStamps: { id: 'status.refundStamps', defaultMessage: '{stamps} punch card stamps given back' },
  statusRefundCoupon: { id: 'status.refundCoupon', defaultMessage: 'Your coupon can be used again' },
} as const satisfies Record<string, { readonly id: string; readonly defaultMessage: string }>;
