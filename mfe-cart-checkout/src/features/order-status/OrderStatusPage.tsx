import {
  Alert,
  Button,
  Container,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@owa/shared/design-kit';
import type { Store } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { CancelOrder } from './CancelOrder';
import { ConnectionState } from './ConnectionState';
import { orderStatusMessages as m } from './messages';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { ReadyNotice } from './ReadyNotice';
import { RefundSummary } from './RefundSummary';
import { StatusSteps } from './StatusSteps';
import { useOrderStatus } from './use-order-status';

/** Issue 23: where the order is, live, with what it holds, help, and Cancel while not started. */
export function OrderStatusPage(props: { orderId: string; storeId: string; store: Store | null }) {
  const { orderId, storeId, store } = props;
  const intl = useIntl();
  const model = useOrderStatus(orderId, storeId);
  const { status, order } = model;
  const id = order?.displayId && store?.settings?.orderSettings?.useDisplayId ? order.displayId : orderId;
  const title = intl.formatMessage(m.statusTitle, { id });
  return (
    <Container maxW="2xl" py="6" px={{ base: '4', md: '6' }}>
      <Stack gap="5">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <ConnectionState connection={model.connection} />
        </HStack>
        {model.connection === 'refused' && (
          <Alert.Root status="error">
            <Alert.Title>{intl.formatMessage(m.statusRefused)}</Alert.Title>
          </Alert.Root>
        )}
        {!status && model.connection !== 'refused' && (
          <Skeleton height="48" role="status" aria-label={intl.formatMessage(m.statusLoading)} />
        )}
        {status && (
          <>
            <ReadyNotice status={status} orderLabel={title} />
            <StatusSteps status={status} timeZone={store?.timeZone ?? store?.timezone ?? 'America/Toronto'} />
            <OrderFacts status={status} order={order} store={store} />
            <CancelOrder status={status} cancel={model.cancel} />
            {status.refund && <RefundSummary refund={status.refund} />}
          </>
        )}
        {order && <OrderLines order={order} />}
        {model.orderFailed && (
          <Alert.Root status="error">
            <Alert.Title>{intl.formatMessage(m.statusLoadFailed)}</Alert.Title>
            <Button size="sm" ms="auto" onClick={model.reloadOrder}>
              {intl.formatMessage(m.statusRetry)}
            </Button>
          </Alert.Root>
        )}
        {store?.phoneNumber && (
          <Stack as="section" gap="1" aria-labelledby="order-status-help">
            <Heading as="h2" size="md" id="order-status-help">
              {intl.formatMessage(m.statusHelp)}
            </Heading>
            <Text>
              <Link href={`tel:${store.phoneNumber}`}>{intl.formatMessage(m.statusCall)}</Link>
            </Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
