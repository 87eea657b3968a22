import { lazy } from 'react';
import { LazyRoute } from '../../lib/LazyRoute';

// The status page's code (its stream, steps and cancel) loads only when its route is entered.
const OrderStatusApp = lazy(() =>
  import('./OrderStatusApp').then((module) => ({ default: module.OrderStatusApp })),
);

export function OrderStatusRoute() {
  return (
    <LazyRoute>
      <OrderStatusApp />
    </LazyRoute>
  );
}
