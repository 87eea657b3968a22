import { Button, Container, Heading, Stack, Text } from '@owa/shared/design-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckoutDialogs } from './CheckoutDialogs';
import { CheckoutPayment } from './CheckoutPayment';
import { ContactFields } from './ContactFields';
import type { CheckoutFormProps } from './checkout-form';
import { CheckoutFormHost } from './checkout-form-host';
import { checkoutMessages as m } from './messages';
import { OrderDetails } from './OrderDetails';
import { OrderSummary } from './OrderSummary';
import { TipsSection } from './TipsSection';
import { useCheckoutForm } from './use-checkout-form';

/** The checkout form: details, contact, tips, payment, totals, then confirm and pay. */
export function CheckoutForm(props: CheckoutFormProps) {
  return (
    <CheckoutFormHost account={props.account} orderNotes={props.cart.orderNotes}>
      <CheckoutFormBody {...props} />
    </CheckoutFormHost>
  );
}

function CheckoutFormBody(props: CheckoutFormProps) {
  const intl = useIntl();
  const { store, context, cart } = props;
  const checkout = useCheckoutForm(props);
  const { form, payment, submission, cartErrors } = checkout;

  return (
    <Container py="6" maxW="2xl" px={{ base: '4', md: '6' }}>
      <form noValidate onSubmit={form.handleSubmit(submission.review, checkout.onInvalid)}>
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
          <CheckoutPayment checkout={checkout} cards={props.cards} />
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
            loading={checkout.busy}
            loadingText={intl.formatMessage(m.checkoutPlacing)}
            disabled={checkout.blocked}
          >
            <FormattedMessage {...m.checkoutPlaceOrder} />
          </Button>
        </Stack>
      </form>
      <CheckoutDialogs checkout={checkout} store={store} context={context} />
    </Container>
  );
}
