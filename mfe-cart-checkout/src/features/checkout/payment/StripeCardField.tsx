import { Button, Spinner, Stack, Text } from '@owa/shared/design-kit';
import { type Ref, useImperativeHandle, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { checkoutMessages as m } from '../messages';
import { useStripeElements } from './use-stripe-elements';

/** What the submission needs from Stripe: a payment method for the API, and the 3-D Secure step after. */
export interface StripeCard {
  /** Stripe.js loaded and the Payment Element mounted: without it no order is placed. */
  readonly ready: boolean;
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
 * first use here, never on the store page. A failed load says so and offers a retry.
 */
export function StripeCardField({ publishableKey, amountCents, handle }: StripeCardFieldProps) {
  const host = useRef<HTMLDivElement | null>(null);
  const { load, retry } = useStripeElements(publishableKey, amountCents, host);

  useImperativeHandle(
    handle,
    () => ({
      ready: typeof load === 'object',
      async createPaymentMethod() {
        if (typeof load !== 'object') throw new Error('Stripe is not ready');
        const submitted = await load.elements.submit();
        if (submitted.error) throw new Error(submitted.error.message);
        const created = await load.stripe.createPaymentMethod({ elements: load.elements });
        if (created.error || !created.paymentMethod)
          throw new Error(created.error?.message ?? 'No payment method');
        return created.paymentMethod.id;
      },
      async confirm(intentSecret: string) {
        if (typeof load !== 'object') return;
        await load.stripe.confirmPayment({
          clientSecret: intentSecret,
          confirmParams: { return_url: window.location.href },
          redirect: 'if_required',
        });
      },
    }),
    [load],
  );

  return (
    <Stack gap="2">
      {load === 'loading' && (
        <Stack direction="row" align="center" role="status">
          <Spinner size="sm" />
          <Text>
            <FormattedMessage {...m.paymentStripeLoading} />
          </Text>
        </Stack>
      )}
      {load === 'failed' && (
        <Stack gap="2" align="flex-start">
          <Text color="red.700" role="alert">
            <FormattedMessage {...m.paymentStripeFailed} />
          </Text>
          <Button variant="outline" onClick={retry}>
            <FormattedMessage {...m.checkoutRetry} />
          </Button>
        </Stack>
      )}
      <div ref={host} />
    </Stack>
  );
}
