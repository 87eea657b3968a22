import { Container, Text } from '@owa/shared/design-kit';
import { useCurrentRoute } from './features/routing/useCurrentRoute';
import { StorePage } from './features/store-page/StorePage';

/** The menu team's routes: store (and its legacy shape store1). Group and menu-selection come next. */
export function MenuApp() {
  const route = useCurrentRoute();
  if (route?.name === 'store') {
    return <StorePage storeId={route.params.sid} menuCode={route.params.mid} />;
  }
  if (route?.name === 'store1') {
    return <StorePage storeId={route.params.sid} menuCode={route.params.mid} />;
  }
  return (
    <Container py="8">
      <Text>{route?.name}</Text>
    </Container>
  );
}
