import { Heading, Stack } from '@owa/shared/design-kit';
import { FormattedMessage } from 'react-intl';
import { checkoutMessages as m } from './messages';
import { TipsField } from './TipsField';
import type { useCheckoutPayment } from './use-checkout-payment';

/** Spec 2 §5: one tip, or the driver's and the store's when multiple tips apply. */
export function TipsSection({ payment }: { payment: ReturnType<typeof useCheckoutPayment> }) {
  const { tips, setTips, billCents } = payment;
  return (
    <Stack as="section" gap="4" aria-labelledby="checkout-tips">
      <Heading as="h2" size="md" id="checkout-tips">
        <FormattedMessage {...m.checkoutTips} />
      </Heading>
      <TipsField
        label={payment.multipleTips ? 'driver' : 'single'}
        baseCents={billCents}
        valueCents={tips.driver}
        onChange={(driver) => setTips({ ...tips, driver })}
      />
      {payment.multipleTips && (
        <TipsField
          label="store"
          baseCents={billCents}
          valueCents={tips.store}
          onChange={(store) => setTips({ ...tips, store })}
        />
      )}
    </Stack>
  );
}
