import { BASE_PATH, matchRoute, Slot, useChannel, useLatest } from '@owa/shared';
import { Box, Flex, HStack, Link } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import { bootMessages as messages } from '../../i18n/boot-messages';
import { useLocation, useStoreContext } from '../store-context';
import { type HeaderParts, headerParts$ } from './header-extras';
import { useMarkHeaderShown } from './header-shown';

function useHeaderParts(): HeaderParts | null {
  return useLatest(headerParts$);
}

function HomeLink() {
  const intl = useIntl();
  return (
    <Link
      href={`${BASE_PATH}/`}
      fontWeight="bold"
      color="fg"
      minH="10"
      display="inline-flex"
      alignItems="center"
      onClick={(event) => {
        event.preventDefault();
        navigateToUrl(`${BASE_PATH}/`);
      }}
    >
      {intl.formatMessage(messages.home)}
    </Link>
  );
}

/**
 * The header (spec 1 §2.3): its basic row on the first paint (home and the slots); back, logo,
 * group links, Locations and languages, or a group's own header, once the store is known.
 */
export function Header() {
  const intl = useIntl();
  useLocation();
  // The full parts speak messages the first-paint catalogue lacks: wait until the root has them.
  const loaded = useHeaderParts();
  const parts = loaded && 'shell.header.locations' in intl.messages ? loaded : null;
  const session = useChannel('shell:session');
  const { group, status } = useStoreContext();
  const custom = parts?.customFor(group?.groupId ?? session?.groupId ?? null) ?? null;
  const route = matchRoute(window.location.pathname);
  const bare = route !== null && 'bare' in route.definition;
  useMarkHeaderShown(bare || (parts !== null && status !== 'loading'));
  if (bare) return null;
  const Start = parts?.Start ?? HomeLink;
  return (
    <Box
      bg={custom ? 'brand.solid' : 'bg'}
      color={custom ? 'brand.contrast' : 'fg'}
      borderBottomWidth="1px"
      data-testid={custom ? 'custom-header' : undefined}
      // On the brand's solid fill a brand ring would vanish: rings there take the contrast colour.
      css={custom ? { '--chakra-colors-color-palette-focus-ring': 'colors.brand.contrast' } : undefined}
    >
      <Flex
        as="nav"
        aria-label={custom ? custom.brandName : intl.formatMessage(messages.headerLabel)}
        px={{ base: '2', md: '4' }}
        py="2"
        align="center"
        justify="space-between"
        gap="2"
        wrap="wrap"
      >
        <Start />
        <HStack gap="2" flexWrap="wrap" justify="flex-end" ms="auto">
          {parts && <parts.End />}
          <HStack gap="2" bg="bg" borderRadius="l2" px={custom ? '1' : '0'} colorPalette="gray">
            <Slot name="account:header-account-menu" />
            <Slot name="cart:header-cart-button" />
          </HStack>
        </HStack>
      </Flex>
      {parts && <parts.Below />}
    </Box>
  );
}
