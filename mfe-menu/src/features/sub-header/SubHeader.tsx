import { Slot, type Store } from '@owa/shared';
import { Box, Container, Flex, Heading } from '@owa/shared/design-kit';
import { NoticeBanner } from './NoticeBanner';
import { StoreBanner } from './StoreBanner';
import { StoreContact } from './StoreContact';
import { TodayHours } from './TodayHours';

interface SubHeaderProps {
  readonly store: Store;
  /** The promotions carousel shows on the store route only (spec 1 §2.4). */
  readonly route: 'store' | 'menu-selection';
}

/** The store sub-header (spec 1 §2.4). */
export function SubHeader({ store, route }: SubHeaderProps) {
  return (
    <Box as="header" data-testid="store-sub-header">
      <NoticeBanner store={store} />
      <StoreBanner store={store} />
      <Container maxW="6xl" pt="4">
        <Flex direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between">
          <Box minW="0">
            <Heading as="h1" size="2xl" data-testid="store-name">
              {store.name}
            </Heading>
            <StoreContact store={store} />
            <TodayHours store={store} />
          </Box>
          <Box flexShrink={0}>
            <Slot name="cart:order-type-selector" />
          </Box>
        </Flex>
        {route === 'store' ? <Slot name="account:promotions-carousel" /> : null}
      </Container>
    </Box>
  );
}
