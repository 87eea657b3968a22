import { Spinner, Stack, Text } from '@owa/shared/design-kit';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { checkoutMessages as m } from '../checkout/checkout-messages';

/** What the submission needs from Stripe: a payment method for the API, and the 3-D Secure step after. */
export interface StripeCard {
  createPaymentMethod(): Promise<string>;
  confirm(intentSecret: string): Promise<void>;
}

interface StripeCardFieldProps {
  readonly publishableKey: string;
  readonly amountCents: number;
  readonly handle: Ref<StripeCard | null>;
}

/**
 * Stripe's Payment Element, only when a publishable key is configured: Stripe.js is fetched on
 * first use here (the `pure` entry injects nothing on import), never on the store page.
 */
export function StripeCardField({ publishableKey, amountCents, handle }: StripeCardFieldProps) {
  const host = useRef<HTMLDivElement | null>(null);
  const [ready, setReady] = useState<{ stripe: Stripe; elements: StripeElements } | 'loading' | 'failed'>(
    'loading',
  );

  useEffect(() => {
    let live = true;
    import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!live || !stripe || !host.current) return live && setReady('failed');
        const elements = stripe.elements({
          mode: 'payment',
          amount: Math.max(50, amountCents),
          currency: 'cad',
          paymentMethodCreation: 'manual',
        });
        elements.create('payment').mount(host.current);
        setReady({ stripe, elements });
      })
      .catch(() => live && setReady('failed'));
    return () => {
      live = false;
    };
  }, [publishableKey, amountCents]);

  useImperativeHandle(
    handle,
    () => ({
      async createPaymentMethod() {
        if (typeof ready !== 'object') throw new Error('Stripe is not ready');
        const submitted = await ready.elements.submit();
        if (submitted.error) throw new Error(submitted.error.message);
        const created = await ready.stripe.createPaymentMethod({ elements: ready.elements });
        if (created.error || !created.paymentMethod)
          throw new Error(created.error?.message ?? 'No payment method');
        return created.paymentMethod.id;
      },
      async confirm(intentSecret: string) {
        if (typeof ready !== 'object') return;
        await ready.stripe.confirmPayment({
          clientSecret: intentSecret,
          confirmParams: { return_url: window.location.href },
          redirect: 'if_required',
        });
      },
    }),
    [ready],
  );

  return (
    <Stack gap="2">
      {ready === 'loading' && (
        <Stack direction="row" align="center" role="status">
          <Spinner size="sm" />
          <Text>
            <FormattedMessage {...m.paymentStripeLoading} />
          </Text>
        </Stack>
      )}
      {ready === 'failed' && (
        <Text color="fg.error" role="alert">
          <FormattedMessage {...m.checkoutLoadFailed} />
        </Text>
      )}
      <div ref={host} />
    </Stack>
  );
}
