import type { StartListening, Stop } from '../../lib/store';
import { checkoutDataActions } from './checkout-data-slice';
import { startStripeLoader } from './payment/stripe-loader';
import type { CheckoutRoot } from './state';

/**
 * The calls and their schemas load with the first checkout, not with the service: the checkout
 * route asks for them beside its own code, so its data does not wait for a further download.
 */
export const loadCheckoutCalls = () =>
  Promise.all([import('./checkout-api'), import('./payment/payment-api')]).then(([checkout, payment]) => ({
    ...checkout,
    ...payment,
  }));

/** Loads what the checkout page needs, the latest request only (a retry or a saved card asks again). */
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
      try {
        const { fetchStore, fetchAccount, fetchSavedCards } = await api.pause(loadCheckoutCalls());
        const [store, account, cards] = await api.pause(
          Promise.all([
            fetchStore(storeId),
            loggedIn ? fetchAccount(storeId) : Promise.resolve(null),
            loggedIn ? fetchSavedCards() : Promise.resolve([]),
          ]),
        );
        api.dispatch(checkoutDataActions.checkoutDataLoaded({ store, account, cards }));
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
