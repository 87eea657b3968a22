// The order status room (issue 23), after checkout: the page that follows a placed order live.
export { orderStatusMessages } from './messages';
export { OrderStatusRoute } from './OrderStatusRoute';
