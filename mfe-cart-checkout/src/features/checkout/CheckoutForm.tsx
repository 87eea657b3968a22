import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Container, Heading, Stack, Text } from '@owa/shared/design-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from './ConfirmDialog';
import { ContactFields } from './ContactFields';
import { type CheckoutFormProps, CheckoutFormSchema, type CheckoutFormValues } from './checkout-form';
import { checkoutMessages as m } from './messages';
import { OrderDetails } from './OrderDetails';
import { OrderSummary } from './OrderSummary';
import { ErrorDialog } from './payment/ErrorDialog';
import { ExpressPay } from './payment/ExpressPay';
import { PaymentSection } from './payment/PaymentSection';
import { ThreeDsFrame } from './payment/ThreeDsFrame';
import { usePlaceOrder } from './payment/use-place-order';
import { TipsSection } from './TipsSection';
import { useCheckoutPayment } from './use-checkout-payment';
import { useExpressPay } from './use-express-pay';
import { useSubmission } from './use-submission';

const PROBLEM_TEXT = {
  select: m.paymentSelect,
  secondRequired: m.paymentSecondRequired,
  insufficient: m.paymentInsufficient,
  captcha: m.paymentCaptchaError,
} as const;

/** The checkout form: details, contact, tips, payment, totals, then confirm and pay. */
export function CheckoutForm(props: CheckoutFormProps) {
  const intl = useIntl();
  const { store, account, context, cart } = props;
  const form = useForm<CheckoutFormValues>({
    resolver: valibotResolver(CheckoutFormSchema),
    defaultValues: {
      firstname: account?.firstName ?? '',
      lastname: account?.lastName ?? '',
      phoneNumber: account?.telephone ?? '',
      email: account?.email ?? '',
      emailReceipt: true,
      orderNotes: cart.orderNotes ?? '',
      deliveryNotes: '',
    },
  });
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
  const busy = placing.phase !== 'idle';
  // Spec 2 §5: checkout is blocked while the server reports a cart error.
  const cartErrors = cart.serverCart?.validationErrors ?? [];
  const blocked = !cart.serverCart || cartErrors.length > 0;
  const express = useExpressPay({ form, placing, submission, blocked });

  return (
    <Container py="6" maxW="2xl" px={{ base: '4', md: '6' }}>
      <form noValidate onSubmit={form.handleSubmit(submission.review, () => setTried(true))}>
        <Stack gap="8">
          <Heading as="h1" size="xl">
            <FormattedMessage {...m.checkoutTitle} />
          </Heading>
          <OrderDetails
            store={store}
            context={context}
            form={form}
            scheduledLabel={submission.when === intl.formatMessage(m.checkoutAsap) ? null : submission.when}
          />
          <ContactFields form={form} />
          {payment.tippingShown && <TipsSection payment={payment} />}
          <PaymentSection
            options={payment.options}
            cards={props.cards}
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
            problem={
              (tried || submission.triedPayment) && payment.problem
                ? intl.formatMessage(PROBLEM_TEXT[payment.problem])
                : null
            }
          />
          <OrderSummary cart={cart.serverCart} tipCents={payment.tipCents} totalCents={payment.totalCents} />
          {cartErrors.length > 0 && (
            <Stack role="alert" gap="1" color="red.700">
              {cartErrors.map((error) => (
                <Text key={`${error.errorCode}:${error.message}`}>- {error.message ?? error.errorCode}</Text>
              ))}
            </Stack>
          )}
          <Button
            type="submit"
            size="lg"
            loading={busy}
            loadingText={intl.formatMessage(m.checkoutPlacing)}
            disabled={blocked}
          >
            <FormattedMessage {...m.checkoutPlaceOrder} />
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        open={submission.confirming}
        store={store}
        orderType={context.orderType}
        when={submission.when}
        address={context.orderType === 'DELIVERY' ? (context.deliveryAddress?.addressLine1 ?? null) : null}
        totalCents={payment.totalCents}
        busy={busy}
        onPay={submission.pay}
        onClose={submission.cancel}
      />
      <ThreeDsFrame url={placing.challengeUrl} onDone={placing.challengeDone} />
      <ErrorDialog failure={placing.failure} onClose={submission.dismissFailure} />
    </Container>
  );
}
