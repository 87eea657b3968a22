import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type RefObject, useCallback, useEffect, useState } from 'react';

export type StripeLoad = { stripe: Stripe; elements: StripeElements } | 'loading' | 'failed';

/**
 * Loads Stripe.js (the `pure` entry injects nothing on import, so only this call fetches it) and
 * mounts the Payment Element in `host`. A failed load can be retried: Stripe's loader forgets a
 * failure and injects its script again.
 */
export function useStripeElements(
  publishableKey: string,
  amountCents: number,
  host: RefObject<HTMLDivElement | null>,
): { load: StripeLoad; retry: () => void } {
  const [load, setLoad] = useState<StripeLoad>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // The attempt only restarts the load; it is not part of it.
    void attempt;
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!live || !stripe || !host.current) return live && setLoad('failed');
        const elements = stripe.elements({
          mode: 'payment',
          amount: Math.max(50, amountCents),
          currency: 'cad',
          paymentMethodCreation: 'manual',
        });
        elements.create('payment').mount(host.current);
        setLoad({ stripe, elements });
      })
      .catch(() => live && setLoad('failed'));
    return () => {
      live = false;
    };
  }, [publishableKey, amountCents, host, attempt]);

  const retry = useCallback(() => {
    setLoad('loading');
    setAttempt((count) => count + 1);
  }, []);
  return { load, retry };
}
