import type { Stripe } from '@stripe/stripe-js';
import type { StartListening, Stop } from '../../../lib/store';
import type { CheckoutRoot } from '../state';
import { stripeActions } from './stripe-slice';

/** Loaded Stripe objects by publishable key: what the card field mounts its Payment Element with. */
const loaded = new Map<string, Stripe>();

export function stripeFor(key: string): Stripe | undefined {
  return loaded.get(key);
}

/**
 * Loads Stripe.js when the card field asks (the `pure` entry injects nothing on import, so only this
 * call fetches it). A failed load can be asked for again: Stripe's loader forgets a failure and
 * injects its script again.
 */
export function startStripeLoader(startListening: StartListening<CheckoutRoot>): Stop {
  return startListening({
    actionCreator: stripeActions.stripeRequested,
    effect: async ({ payload: key }, api) => {
      const before = api.getOriginalState().stripe;
      if (before.key === key && (before.status === 'loading' || before.status === 'ready')) return;
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        const stripe = await loadStripe(key);
        if (!stripe) throw new Error('Stripe.js did not load');
        loaded.set(key, stripe);
        api.dispatch(stripeActions.stripeReady(key));
      } catch {
        api.dispatch(stripeActions.stripeFailed(key));
      }
    },
  });
}
