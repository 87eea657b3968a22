import { buildPath, bus, matchRoute, type RouteMatch, routeParam } from '@owa/shared';
import { Container, HStack, Spinner, Text } from '@owa/shared/design-kit';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { goTo } from '../features/navigation/navigation';
import { scanOf, tableQrLanding } from '../features/table-qr/early-entry';
import { storeSlug } from '../features/table-qr/table-qr';
import { messages } from '../i18n/messages';
import { pageNeedsServices } from '../shell/after-interactive';
import { STORE_NOT_FOUND_QUERY } from './NotFoundPage';

/**
 * Where the shell's link handlers lead (docs/decisions.md): the table QR to its store with the
 * table set; feature to the store's menus; register to the store page with the login dialog open,
 * or home for a diner already logged in.
 */
async function landingOf(route: RouteMatch): Promise<string | null> {
  const search = window.location.search;
  if (route.name === 'table-qr-entry') return tableQrLanding(scanOf(route.params, search));
  if (route.name === 'register') {
    if (bus.current('shell:session')?.user) return buildPath('home', {});
    bus.emit('account:login-requested', { reason: 'user' });
    pageNeedsServices();
    return `${buildPath('store1', route.params)}${search}`;
  }
  const sid = routeParam(route, 'sid');
  const slug = sid ? await storeSlug(sid) : null;
  return sid && slug ? `${buildPath('menu-selection', { restaurantSlug: slug, sid })}${search}` : null;
}

/** Mounted once per address (the parent keys it by location), so each handler runs once. */
export function RedirectingPage() {
  const intl = useIntl();
  useEffect(() => {
    let current = true;
    const entryPath = window.location.pathname;
    const route = matchRoute(entryPath);
    if (!route) return;
    // Still here: the QR step started at boot may have redirected already.
    const here = () => current && window.location.pathname === entryPath;
    landingOf(route)
      .then((landing) => {
        if (here()) goTo(landing ?? buildPath('not-found', {}, STORE_NOT_FOUND_QUERY), { replace: true });
      })
      .catch(() => {
        if (here()) goTo(buildPath('not-found', {}), { replace: true });
      });
    return () => {
      current = false;
    };
  }, []);
  return (
    <Container py="8">
      <HStack role="status" gap="3">
        <Spinner size="sm" color="brand.fg" />
        <Text>{intl.formatMessage(messages.loadingApp)}</Text>
      </HStack>
    </Container>
  );
}
