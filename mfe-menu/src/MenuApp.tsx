import { storePageOf, useCurrentRoute } from '@owa/shared';
import { Container, Spinner } from '@owa/shared/design-kit';
import { lazy, Suspense } from 'react';
import { StorePage } from './features/store-page/StorePage';

// Only the store page is on the critical path; the group and menu-selection pages load when visited.
const GroupPage = lazy(() => import('./features/group-page/GroupPage'));
const MenuSelectionPage = lazy(() => import('./features/menu-selection/MenuSelectionPage'));

function PageLoading() {
  return (
    <Container py="8" aria-busy="true">
      <Spinner size="sm" />
    </Container>
  );
}

/** The menu team's routes: store (and its legacy shape store1), group and menu selection. */
export function MenuApp() {
  const route = useCurrentRoute();
  const storePage = storePageOf(route);
  if (storePage) return <StorePage storeId={storePage.storeId} menuCode={storePage.menuCode} />;
  return (
    <Suspense fallback={<PageLoading />}>
      {route?.name === 'group' ? <GroupPage groupId={route.params.gid} /> : null}
      {route?.name === 'menu-selection' ? (
        <MenuSelectionPage slug={route.params.restaurantSlug} storeId={route.params.sid} />
      ) : null}
    </Suspense>
  );
}
