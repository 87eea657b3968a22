import { bus, type MenuItem, useChannel } from '@owa/shared';
import { Box, Button, Container, Heading, SimpleGrid, Spinner, Stack, Text } from '@owa/shared/design-kit';
import { filterBySaleType, toCents } from '@owa/shared/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useMenuDispatch, useMenuSelector } from '../../app/hooks';
import { messages } from '../../i18n/messages';
import { itemPriceText } from './item-price';
import { MenuItemCard } from './MenuItemCard';
import { loadStorePage } from './store-page-slice';
import { useItemAvailability } from './use-item-availability';

interface StorePageProps {
  readonly storeId: string;
  readonly menuCode: string;
}

export function StorePage({ storeId, menuCode }: StorePageProps) {
  const intl = useIntl();
  const dispatch = useMenuDispatch();
  const page = useMenuSelector((state) => state.storePage);
  // The cart team owns the order type; until it says otherwise the spec's default is pickup.
  const orderType = useChannel('cart:order-context')?.orderType ?? 'PICKUP';
  const availabilityOf = useItemAvailability(page.store, orderType);

  useEffect(() => {
    void dispatch(loadStorePage({ storeId, menuCode }));
  }, [dispatch, storeId, menuCode]);

  const settled = page.status === 'ready' || page.status === 'failed';
  useEffect(() => {
    if (!settled) return;
    // After the next frame the items are on screen: the shell may now load what can wait.
    const frame = requestAnimationFrame(() => bus.emit('shell:route-ready', { route: 'store' }));
    return () => cancelAnimationFrame(frame);
  }, [settled]);

  const addToCart = (item: MenuItem) => {
    bus.emit('cart:add-item', {
      storeId,
      menuCode,
      itemCode: item.code,
      name: item.name ?? item.code,
      quantity: 1,
      unitPriceCents: toCents(item.price),
    });
  };

  if (page.status === 'failed') {
    const notFound = page.errorCode === 'GENERAL_ERR_STORE_NOT_FOUND';
    return (
      <Container py="8" role="alert">
        <Text mb="3">{intl.formatMessage(notFound ? messages.storeNotFound : messages.storeLoadFailed)}</Text>
        {notFound ? null : (
          <Button colorPalette="brand" onClick={() => void dispatch(loadStorePage({ storeId, menuCode }))}>
            {intl.formatMessage(messages.retry)}
          </Button>
        )}
      </Container>
    );
  }

  if (page.status !== 'ready' || !page.store || !page.menu) {
    return (
      <Container py="8" aria-busy="true">
        <Spinner size="sm" mr="2" />
        <Text as="span">{intl.formatMessage(messages.loadingStore)}</Text>
      </Container>
    );
  }

  // Items and categories offered for the current order type (sale types, spec 1 §4.4).
  const groups = filterBySaleType(
    (page.menu.menuGroups ?? []).filter((group) => !group.hidden),
    orderType,
  ).map((group) => ({ ...group, menuItems: filterBySaleType(group.menuItems ?? [], orderType) }));
  const onlineAllowed = !page.menu.channels || page.menu.channels.includes('ONLINE');

  return (
    <Container py="4" px="4" maxW="5xl">
      <Heading as="h1" size="xl" mb="1" data-testid="store-name">
        {page.store.name}
      </Heading>
      {page.store.address ? <Text color="fg.muted">{page.store.address}</Text> : null}
      {onlineAllowed ? null : (
        <Text role="status" mt="3">
          {intl.formatMessage(messages.menuNotOnline)}
        </Text>
      )}
      <Stack
        as="nav"
        aria-label={intl.formatMessage(messages.categories)}
        direction="row"
        wrap="wrap"
        gap="2"
        my="4"
      >
        {groups.map((group) => (
          <Button
            key={group.code}
            asChild
            size="xs"
            variant="subtle"
            colorPalette="brand"
            borderRadius="full"
          >
            <a href={`#${encodeURIComponent(group.code)}`}>{group.name ?? group.code}</a>
          </Button>
        ))}
      </Stack>
      {groups.map((group) => (
        <Box as="section" key={group.code} id={group.code} aria-labelledby={`category-${group.code}`} mb="6">
          <Heading as="h2" size="lg" mb="3" id={`category-${group.code}`}>
            {group.name ?? group.code}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {(group.menuItems ?? []).map((item) => (
              <MenuItemCard
                key={item.code}
                item={item}
                price={itemPriceText(item)}
                availability={availabilityOf(item)}
                onAdd={addToCart}
              />
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Container>
  );
}
