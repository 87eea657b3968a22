import { useChannel, useCurrentRoute } from '@owa/shared';
import { lazy } from 'react';
import { LazyRoute } from '../../lib/LazyRoute';
import { loadCheckoutCalls } from './listeners';
import { useCheckoutDataRequest } from './use-checkout-data';

// The checkout's code (forms, payment, overlays) loads only when its route is entered, and the calls
// its data needs load at the same time rather than after it (one hop fewer before the form shows).
// Named as the route (with the calls): the host's server hints its scripts in the checkout's first
// response (tools/build-preset/preloads.mjs).
const CheckoutApp = lazy(() => {
  void loadCheckoutCalls().catch(() => undefined);
  return import(/* webpackChunkName: "route-checkout" */ './CheckoutApp').then((module) => ({
    default: module.CheckoutApp,
  }));
});

/** The `main` application's root: the checkout route and the payment return handlers (spec 2 §2). */
export function CheckoutRoute() {
  const route = useCurrentRoute();
  const session = useChannel('shell:session');
  useCheckoutDataRequest(route?.name === 'checkout' ? route.params.sid : null, !!session?.user);
  return (
    <LazyRoute>
      <CheckoutApp />
    </LazyRoute>
  );
}
