import { lazy } from 'react';
import { LazyRoute } from '../../lib/LazyRoute';

// The checkout's code (forms, payment, overlays) loads only when its route is entered.
const CheckoutApp = lazy(() => import('./CheckoutApp').then((module) => ({ default: module.CheckoutApp })));

/** The `main` application's root: the checkout route and the payment return handlers (spec 2 §2). */
export function CheckoutRoute() {
  return (
    <LazyRoute>
      <CheckoutApp />
    </LazyRoute>
  );
}
