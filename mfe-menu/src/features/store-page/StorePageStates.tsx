import { Box, Button, Container, Flex, SimpleGrid, Skeleton, Spinner, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';

/** 'Loading app...' with the shape of the page to come (spec 1 §2.3). */
export function StorePageSkeleton() {
  const intl = useIntl();
  return (
    <Box aria-busy="true">
      <Skeleton height={{ base: '140px', md: '220px' }} borderRadius="0" />
      <Container py="4" maxW="6xl">
        <Flex align="center" gap="2" mb="4" role="status">
          <Spinner size="sm" />
          <Text>{intl.formatMessage(messages.loadingStore)}</Text>
        </Flex>
        <Skeleton height="8" width="60%" mb="3" />
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" mt="6">
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Skeleton key={key} height="260px" borderRadius="lg" />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

export function StorePageFailure({
  notFound,
  onRetry,
}: {
  readonly notFound: boolean;
  readonly onRetry: () => void;
}) {
  const intl = useIntl();
  return (
    <Container py="8" role="alert">
      <Text mb="3">{intl.formatMessage(notFound ? messages.storeNotFound : messages.storeLoadFailed)}</Text>
      {notFound ? null : (
        <Button colorPalette="brand" onClick={onRetry}>
          {intl.formatMessage(messages.retry)}
        </Button>
      )}
    </Container>
  );
}

/** The menu call failed (spec 1 §7): the placeholder group's words, and a way to try again. */
export function MenuUnavailable({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Container py="10" maxW="6xl" textAlign="center" role="status">
      <Text fontSize="lg" fontWeight="semibold" mb="4" data-testid="no-menu">
        {intl.formatMessage(messages.storePageNoMenu)}
      </Text>
      <Button colorPalette="brand" onClick={onRetry}>
        {intl.formatMessage(messages.storePageRetryMenu)}
      </Button>
    </Container>
  );
}
