import { useCurrentRoute } from '@owa/shared';
import { CheckoutRoute } from '../features/checkout';
import { OrderStatusRoute } from '../features/order-status';

/** The `main` application's root: the order status page, or the checkout and its payment returns. */
export function MainRoute() {
  const route = useCurrentRoute();
  return route?.name === 'order-status' ? <OrderStatusRoute /> : <CheckoutRoute />;
}
