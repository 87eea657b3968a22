import { buildPath, bus, useChannel, useCurrentSearch } from '@owa/shared';
import { Button, Container, Spinner, Text } from '@owa/shared/design-kit';
import { storeTimeZone } from '@owa/shared/domain';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { menuChoice } from '../../domain/menu-choice';
import { isUsableStoreId } from '../../domain/store-id';
import { messages } from '../../i18n/messages';
import { navigate } from '../../lib/navigate';
import { forcePopupsOnArrival } from '../store-popups';
import { SubHeader } from '../sub-header';
import { MenuList } from './MenuList';
import { useMenuSelection } from './use-menu-selection';

interface MenuSelectionPageProps {
  readonly slug: string;
  readonly storeId: string;
}

/** Menu selection (spec 1 §2.2): straight to the one online menu, else the menus with their hours. */
export default function MenuSelectionPage({ slug, storeId }: MenuSelectionPageProps) {
  const intl = useIntl();
  const query = new URLSearchParams(useCurrentSearch());
  const tableId = query.get('tid');
  const referrer = query.get('referrer');
  const context = useChannel('cart:order-context');
  const usable = isUsableStoreId(storeId);
  const orderType = tableId ? 'DINE_IN' : (context?.orderType ?? 'PICKUP');
  const { load, retry } = useMenuSelection(storeId, orderType, usable);
  const choice = useMemo(() => {
    if (load.status !== 'ready') return null;
    const zone = storeTimeZone(load.store);
    return menuChoice(load.menus, {
      orderType,
      now: Date.now(),
      zone,
      tableId: tableId ?? context?.tableId ?? null,
      restrictMenuOnDiningTable: load.store.settings?.orderSettings?.restrictMenuOnDiningTable ?? null,
      assignedMenuCodes: context?.tableMenuCodes ?? null,
    });
  }, [load, orderType, tableId, context]);

  const notFound = !usable || (load.status === 'failed' && load.notFound);
  useEffect(() => {
    if (notFound) navigate(buildPath('not-found', {}), { replace: true });
  }, [notFound]);

  // A table in the link sets the table and dine-in (spec 1 §2.2).
  // Only a new table: coming back to menu selection at the same table (after a round) keeps the
  // order the cart holds for it, since a scanned table starts a fresh cart.
  const groupId = load.status === 'ready' ? load.store.groupId : null;
  const currentTable = context?.tableId ?? null;
  useEffect(() => {
    if (tableId && groupId && tableId !== currentTable)
      bus.emit('cart:table-scanned', { groupId, storeId, tableId });
  }, [tableId, groupId, storeId, currentTable]);

  useEffect(() => {
    if (choice?.kind !== 'open') return;
    // Back from an order (the cart's success dialog is open over the page): no pop-up on top of it.
    if (!new URLSearchParams(window.location.search).has('orderId')) forcePopupsOnArrival(Boolean(referrer));
    const target = buildPath(
      'store',
      { restaurantSlug: slug, sid: storeId, mid: choice.menu.code },
      {
        // What other teams put in the link (the cart's orderId/displayId after an order) goes on.
        ...Object.fromEntries(new URLSearchParams(window.location.search)),
        referrer,
        tid: tableId,
        direct: 'true',
      },
    );
    navigate(target, { replace: true });
  }, [choice, slug, storeId, referrer, tableId]);

  const settled = load.status !== 'loading';
  useEffect(() => {
    if (settled) bus.emit('shell:route-ready', { route: 'menu-selection' });
  }, [settled]);

  if (notFound) return null;
  if (load.status === 'loading' || choice?.kind === 'open') {
    return (
      <Container maxW="6xl" py="8" role="status" aria-busy="true">
        <Spinner size="sm" me="2" />
        <Text as="span">{intl.formatMessage(messages.menuSelectionLoading)}</Text>
      </Container>
    );
  }
  return (
    <>
      {load.store ? <SubHeader store={load.store} route="menu-selection" /> : null}
      <Container maxW="6xl" py="6">
        {load.status === 'failed' ? (
          <Container role="alert" px="0">
            <Text mb="3">{intl.formatMessage(messages.menuSelectionFailed)}</Text>
            <Button colorPalette="brand" onClick={retry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </Container>
        ) : (
          <MenuList
            menus={choice?.kind === 'list' ? choice.menus : []}
            slug={slug}
            storeId={storeId}
            query={{ referrer, tid: tableId }}
          />
        )}
      </Container>
    </>
  );
}
