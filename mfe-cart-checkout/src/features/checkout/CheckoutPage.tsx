import { bus, useChannel } from '@owa/shared';
import { Button, Container, Heading, Spinner, Stack, Text } from '@owa/shared/design-kit';
import { FormattedMessage } from 'react-intl';
import { selectStoreContext } from '../order-context';
import { CheckoutForm } from './CheckoutForm';
import { checkoutMessages as m } from './messages';
import { useCheckoutSelector } from './state';
import { useCheckoutData } from './use-checkout-data';

/** The checkout route (spec 2 §2): loads what it needs, then the form; login and empty cart first. */
export function CheckoutPage({ storeId }: { storeId: string }) {
  const session = useChannel('shell:session');
  const loggedIn = !!session?.user;
  const { data, retry, reloadCards } = useCheckoutData(storeId, loggedIn);
  const cart = useCheckoutSelector((state) => state.cart);
  const context = useCheckoutSelector((state) => selectStoreContext(state, storeId));

  if (data.status === 'loading')
    return (
      <Container py="10" role="status">
        <Spinner />
        <Text>
          <FormattedMessage {...m.checkoutLoading} />
        </Text>
      </Container>
    );
  if (data.status === 'failed')
    return (
      <Container py="10">
        <Stack gap="3" role="alert">
          <Text>
            <FormattedMessage {...m.checkoutLoadFailed} />
          </Text>
          <Button alignSelf="start" onClick={retry}>
            <FormattedMessage {...m.checkoutRetry} />
          </Button>
        </Stack>
      </Container>
    );
  const empty = cart.lines.length === 0 || (cart.storeId !== null && cart.storeId !== storeId);
  if (empty || !loggedIn)
    return (
      <Container py="10" maxW="2xl">
        <Stack gap="4">
          <Heading as="h1" size="xl">
            <FormattedMessage {...m.checkoutTitle} />
          </Heading>
          <Text>
            <FormattedMessage {...(empty ? m.checkoutEmptyCart : m.checkoutLoginNeeded)} />
          </Text>
          {!empty && (
            <Button
              alignSelf="start"
              onClick={() => bus.emit('account:login-requested', { reason: 'checkout' })}
            >
              <FormattedMessage {...m.checkoutLogIn} />
            </Button>
          )}
        </Stack>
      </Container>
    );
  return (
    <CheckoutForm
      store={data.store}
      account={data.account}
      cards={data.cards}
      stripeKey={data.stripeKey}
      cart={cart}
      context={context}
      kioskMode={session?.kioskMode ?? false}
      customerId={session?.user?.id ?? null}
      onCardsChanged={reloadCards}
    />
  );
}
