import { Container, Heading } from '@owa/shared/design-kit';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { GuestOrdersLoading } from './GuestOrdersLoading';

// A page few diners open: the list's code (with the order card it draws) loads with the page, so
// it stays off the load of every other page, the store page among them (issue 18).
const GuestOrders = lazy(() => import('./GuestOrders'));

/** The guest-history route (spec 3 §2): the orders this browser placed at the store as a guest. */
export function GuestHistoryPage({ storeId }: { groupId: string; storeId: string }) {
  const intl = useIntl();
  return (
    <Container maxW="3xl" py="6" px={{ base: '4', md: '6' }}>
      <Heading as="h1" size="xl" mb="4">
        {intl.formatMessage(messages.guestHistoryTitle)}
      </Heading>
      <Suspense fallback={<GuestOrdersLoading />}>
        <GuestOrders storeId={storeId} />
      </Suspense>
    </Container>
  );
}
