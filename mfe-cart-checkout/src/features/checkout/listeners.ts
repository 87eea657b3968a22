import type { StartListening, Stop } from '../../lib/store';
import { checkoutDataActions } from './checkout-data-slice';
import { startStripeLoader } from './payment/stripe-loader';
import type { CheckoutRoot } from './state';

/**
 * The calls and their schemas load with the first checkout, not with the service: the checkout
 * route asks for them beside its own code, so its data does not wait for a further download. They
 * are part of the route's code (its chunk name), which the page's first response hints.
 */
export const loadCheckoutCalls = () =>
  Promise.all([
    import(/* webpackChunkName: "route-checkout" */ './checkout-api'),
    import(/* webpackChunkName: "route-checkout" */ './payment/payment-api'),
    import(/* webpackChunkName: "route-checkout" */ './payment/stripe-config'),
  ]).then(([checkout, payment, stripeConfig]) => ({ ...checkout, ...payment, ...stripeConfig }));

/**
 * Loads what the checkout page needs, the latest request only (a retry or a saved card asks again).
 * The Stripe key is read with the rest, not when the form mounts: the form then paints with its
 * payment choices whole, and no request is left to start after it.
 */
function startCheckoutData(startListening: StartListening<CheckoutRoot>): Stop {
  return startListening({
    matcher: (action) =>
      checkoutDataActions.checkoutDataRequested.match(action) ||
      checkoutDataActions.cardsChanged.match(action),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const wanted = api.getState().checkoutData.wanted;
      if (!wanted) return;
      const { storeId, loggedIn } = wanted;
      const shown = api.getState().checkoutData.data;
      try {
        const calls = await api.pause(loadCheckoutCalls());
        const [store, account, cards, stripeKey] = await api.pause(
          Promise.all([
            calls.fetchStore(storeId),
            loggedIn ? calls.fetchAccount(storeId) : Promise.resolve(null),
            loggedIn ? calls.fetchSavedCards() : Promise.resolve([]),
            // Read once per page: a saved card does not change the deployment's key.
            shown.status === 'ready' ? shown.stripeKey : loggedIn ? calls.loadStripeKey() : null,
          ]),
        );
        api.dispatch(checkoutDataActions.checkoutDataLoaded({ store, account, cards, stripeKey }));
      } catch {
        if (!api.signal.aborted) api.dispatch(checkoutDataActions.checkoutDataFailed());
      }
    },
  });
}

/** The checkout room's reactions for as long as the store lives. */
export function startCheckoutListeners(startListening: StartListening<CheckoutRoot>): Stop[] {
  return [startCheckoutData(startListening), startStripeLoader(startListening)];
}
