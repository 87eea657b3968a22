import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type RefObject, useCallback, useEffect, useState } from 'react';
import { elementsAmount } from '../../../domain/express-pay';
import { useCheckoutDispatch, useCheckoutSelector } from '../state';
import { stripeFor } from './stripe-loader';
import { selectStripe, stripeActions } from './stripe-slice';

export type StripeLoad = { stripe: Stripe; elements: StripeElements } | 'loading' | 'failed';

/**
 * Stripe.js for this key (loaded by the checkout's listener) and the Payment Element mounted in
 * `host` once it is here. `retry` asks for Stripe.js again after a failure.
 */
export function useStripeElements(
  publishableKey: string,
  amountCents: number,
  host: RefObject<HTMLDivElement | null>,
): { load: StripeLoad; retry: () => void } {
  const dispatch = useCheckoutDispatch();
  const stripe = useCheckoutSelector(selectStripe);
  const [mounted, setMounted] = useState<Exclude<StripeLoad, 'loading' | 'failed'> | null>(null);
  const retry = useCallback(
    () => dispatch(stripeActions.stripeRequested(publishableKey)),
    [dispatch, publishableKey],
  );
  useEffect(() => {
    retry();
  }, [retry]);
  const ready = stripe.key === publishableKey && stripe.status === 'ready';
  useEffect(() => {
    const instance = ready ? stripeFor(publishableKey) : undefined;
    if (!instance || !host.current) return;
    const elements = instance.elements({
      mode: 'payment',
      amount: elementsAmount(amountCents),
      currency: 'cad',
      paymentMethodCreation: 'manual',
    });
    elements.create('payment').mount(host.current);
    setMounted({ stripe: instance, elements });
  }, [ready, publishableKey, amountCents, host]);
  const failed = stripe.key === publishableKey && stripe.status === 'failed';
  return { load: failed ? 'failed' : ready && mounted ? mounted : 'loading', retry };
}
