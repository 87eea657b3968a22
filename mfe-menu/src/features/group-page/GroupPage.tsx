import { bus } from '@owa/shared';
import { Button, Container, Heading, SimpleGrid, Skeleton, Text } from '@owa/shared/design-kit';
import { isStoreOpen } from '@owa/shared/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { StoreTile } from './StoreTile';
import { useGroup } from './use-group';

/** The group page (spec 1 §2.1): the group's stores, each open or closed now, each leading to its menus. */
export default function GroupPage({ groupId }: { readonly groupId: string }) {
  const intl = useIntl();
  const { load, retry } = useGroup(groupId);
  const settled = load.status !== 'loading';
  useEffect(() => {
    if (settled) bus.emit('shell:route-ready', { route: 'group' });
  }, [settled]);

  if (load.status === 'loading') {
    return (
      <Container maxW="6xl" py="6" aria-busy="true">
        <Text role="status" mb="4">
          {intl.formatMessage(messages.groupPageLoading)}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} height="260px" borderRadius="lg" />
          ))}
        </SimpleGrid>
      </Container>
    );
  }
  if (load.status === 'failed') {
    return (
      <Container maxW="6xl" py="8" role="alert">
        <Text mb="3">
          {intl.formatMessage(load.notFound ? messages.storeNotFound : messages.groupPageFailed)}
        </Text>
        {load.notFound ? null : (
          <Button colorPalette="brand" onClick={retry}>
            {intl.formatMessage(messages.retry)}
          </Button>
        )}
      </Container>
    );
  }
  const now = Date.now();
  return (
    <Container maxW="6xl" py="6">
      <Heading as="h1" size="2xl" mb="1">
        {load.group.groupName}
      </Heading>
      <Heading as="h2" size="lg" mb="4" color="fg.muted">
        {intl.formatMessage(messages.groupPageStores)}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {(load.group.stores ?? []).map((store, index) => (
          <StoreTile
            key={String(store.storeId)}
            store={store}
            open={isStoreOpen(store, now)}
            firstInView={index === 0}
          />
        ))}
      </SimpleGrid>
    </Container>
  );
}
