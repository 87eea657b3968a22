import type {
  Stripe,
  StripeElements,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
} from '@stripe/stripe-js';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type ExpressWallet, elementsAmount, walletsToShow } from '../../../domain/express-pay';
import { useCheckoutDispatch, useCheckoutSelector } from '../state';
import { stripeFor } from './stripe-loader';
import { selectStripe, stripeActions } from './stripe-slice';

/** What the checkout does at each step of the wallet's sheet. */
export interface ExpressHandlers {
  /** A wallet button was pressed: true opens the sheet, false keeps it closed (the form is not ready). */
  click(): boolean;
  /** The diner approved: pay the order with this payment method; false when the payment failed. */
  pay(paymentMethodId: string, confirm: (intentSecret: string) => Promise<unknown>): Promise<boolean>;
}

/** Still loading; no wallet in this browser (or Stripe.js did not load); or the wallets shown. */
export type ExpressLoad = 'loading' | 'none' | readonly ExpressWallet[];

const OPTIONS: StripeExpressCheckoutElementOptions = {
  buttonHeight: 44,
  paymentMethods: {
    applePay: 'auto',
    googlePay: 'auto',
    link: 'never',
    paypal: 'never',
    amazonPay: 'never',
    klarna: 'never',
  },
};

/** Approved in the sheet: a payment method from the element, then the same pay call as a card. */
async function payApproved(
  stripe: Stripe,
  elements: StripeElements,
  event: StripeExpressCheckoutElementConfirmEvent,
  handlers: ExpressHandlers,
): Promise<void> {
  const submitted = await elements.submit();
  const created = submitted.error ? null : await stripe.createPaymentMethod({ elements });
  const id = created?.paymentMethod?.id;
  const paid =
    !!id &&
    (await handlers.pay(id, (clientSecret) =>
      stripe.confirmPayment({
        clientSecret,
        confirmParams: { return_url: window.location.href },
        redirect: 'if_required',
      }),
    ));
  if (!paid) event.paymentFailed({ reason: 'fail' });
}

/**
 * Stripe's Express Checkout Element in `host`, on the Stripe.js the card field shares (loaded by
 * the checkout's listener, never on the store page). Its own Elements group: the wallet pays the
 * whole bill, whatever the radios say.
 */
export function useExpressCheckout(
  publishableKey: string,
  amountCents: number,
  host: RefObject<HTMLDivElement | null>,
  handlers: ExpressHandlers,
): ExpressLoad {
  const dispatch = useCheckoutDispatch();
  const stripe = useCheckoutSelector(selectStripe);
  const [load, setLoad] = useState<ExpressLoad>('loading');
  const latest = useRef(handlers);
  latest.current = handlers;
  const amount = useRef(amountCents);
  amount.current = amountCents;
  const group = useRef<StripeElements | null>(null);

  useEffect(() => {
    dispatch(stripeActions.stripeRequested(publishableKey));
  }, [dispatch, publishableKey]);
  const ready = stripe.key === publishableKey && stripe.status === 'ready';
  useEffect(() => {
    const instance = ready ? stripeFor(publishableKey) : undefined;
    if (!instance || !host.current) return;
    const elements = instance.elements({
      mode: 'payment',
      amount: elementsAmount(amount.current),
      currency: 'cad',
      paymentMethodCreation: 'manual',
    });
    const element = elements.create('expressCheckout', OPTIONS);
    element.on('ready', (event) => {
      const wallets = walletsToShow(event.availablePaymentMethods);
      setLoad(wallets.length > 0 ? wallets : 'none');
    });
    element.on('click', (event) => (latest.current.click() ? event.resolve() : event.reject()));
    element.on('confirm', (event) => void payApproved(instance, elements, event, latest.current));
    element.mount(host.current);
    group.current = elements;
    return () => {
      group.current = null;
      element.destroy();
    };
  }, [ready, publishableKey, host]);
  useEffect(() => {
    void group.current?.update({ amount: elementsAmount(amountCents) });
  }, [amountCents]);
  const failed = stripe.key === publishableKey && stripe.status === 'failed';
  return failed ? 'none' : load;
}
