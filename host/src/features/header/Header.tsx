import { BASE_PATH, matchRoute, Slot } from '@owa/shared';
import { Flex, HStack, Link } from '@owa/shared/design-kit';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { navigateToUrl } from 'single-spa';
import { bootMessages as messages } from '../../i18n/boot-messages';
import { useLocation } from '../store-context/use-store-context';
import { fullHeader$ } from './header-extras';

/**
 * The header: its basic row on the first paint (home and the slots), the full one (back, logo,
 * group links, Locations, languages, or a group's own header) once the store is known.
 */
export function Header() {
  const intl = useIntl();
  useLocation();
  const Full = useSyncExternalStore(
    (onChange) => {
      const subscription = fullHeader$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => fullHeader$.value,
  );
  const route = matchRoute(window.location.pathname);
  if (route && 'bare' in route.definition) return null;
  if (Full) return <Full />;
  return (
    <Flex
      as="nav"
      aria-label={intl.formatMessage(messages.headerLabel)}
      borderBottomWidth="1px"
      bg="bg"
      px={{ base: '2', md: '4' }}
      py="2"
      align="center"
      justify="space-between"
      gap="2"
      wrap="wrap"
    >
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
      <HStack gap="2">
        <Slot name="account:header-account-menu" />
        <Slot name="cart:header-cart-button" />
      </HStack>
    </Flex>
  );
}
