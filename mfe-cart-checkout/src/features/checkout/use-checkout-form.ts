import { useState } from 'react';
import type { CheckoutFormProps } from './checkout-form';
import { useCheckoutFormControl } from './checkout-form-host';
import { usePlaceOrder } from './payment/use-place-order';
import { useCheckoutPayment } from './use-checkout-payment';
import { useExpressPay } from './use-express-pay';
import { useSubmission } from './use-submission';

/** The logged-in checkout's state: the form, the payment chosen, the order being placed. */
export function useCheckoutForm(props: CheckoutFormProps) {
  const { store, account, context, cart } = props;
  const form = useCheckoutFormControl();
  const balanceCents = account?.membership?.balanceInCents ?? 0;
  const payment = useCheckoutPayment({
    ...props,
    serverCart: cart.serverCart,
    balanceCents,
    loggedIn: true,
    promotions: cart.promotions,
  });
  const placing = usePlaceOrder({ store, orderType: context.orderType, guest: false });
  const [tried, setTried] = useState(false);
  const submission = useSubmission({ ...props, form, payment, placing });
  // Spec 2 §5: checkout is blocked while the server reports a cart error.
  const cartErrors = cart.serverCart?.validationErrors ?? [];
  const blocked = !cart.serverCart || cartErrors.length > 0;
  const express = useExpressPay({ form, placing, submission, blocked });
  return {
    form,
    balanceCents,
    payment,
    placing,
    submission,
    express,
    cartErrors,
    blocked,
    busy: placing.phase !== 'idle',
    /** A payment problem is shown once the diner has tried to go on. */
    problemShown: tried || submission.triedPayment,
    onInvalid: () => setTried(true),
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;
