import type { SavedCard } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { checkoutMessages as m } from './messages';
import { ExpressPay } from './payment/ExpressPay';
import { PaymentSection } from './payment/PaymentSection';
import type { CheckoutFormState } from './use-checkout-form';

const PROBLEM_TEXT = {
  select: m.paymentSelect,
  secondRequired: m.paymentSecondRequired,
  insufficient: m.paymentInsufficient,
  captcha: m.paymentCaptchaError,
} as const;

interface CheckoutPaymentProps {
  readonly checkout: CheckoutFormState;
  readonly cards: readonly SavedCard[];
}

/** The payment part of the checkout: the methods, the express wallet button, the problem if any. */
export function CheckoutPayment({ checkout, cards }: CheckoutPaymentProps) {
  const intl = useIntl();
  const { payment, balanceCents, express, problemShown } = checkout;
  return (
    <PaymentSection
      options={payment.options}
      cards={cards}
      balanceCents={balanceCents}
      billCents={payment.totalCents}
      selection={payment.selection}
      onSelect={payment.setSelection}
      newCard={payment.newCard}
      onNewCard={payment.setNewCard}
      captchaGeneration={payment.captchaGeneration}
      stripeKey={payment.stripeKey}
      stripeCard={payment.stripeCard}
      express={
        payment.expressOffered &&
        payment.stripeKey && (
          <ExpressPay
            publishableKey={payment.stripeKey}
            amountCents={payment.totalCents}
            handlers={express}
          />
        )
      }
      problem={problemShown && payment.problem ? intl.formatMessage(PROBLEM_TEXT[payment.problem]) : null}
    />
  );
}
