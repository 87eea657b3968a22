import { Container, Text } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { isSoldOnline } from '../../domain/category-order';
import { messages } from '../../i18n/messages';
import { MenuBrowser } from '../menu-browse';
import { StorePopupsWhenIdle } from '../store-popups';
import { SubHeader } from '../sub-header';
import { MenuUnavailable, StorePageFailure, StorePageSkeleton } from './StorePageStates';
import { useStorePage } from './use-store-page';

interface StorePageProps {
  readonly storeId: string;
  readonly menuCode: string;
}

/** The store menu page (spec 1 §2.4-2.5): sub-header, then the menu to browse. */
export function StorePage({ storeId, menuCode }: StorePageProps) {
  const intl = useIntl();
  const { page, reload } = useStorePage(storeId, menuCode);

  if (page.status === 'failed') {
    return <StorePageFailure notFound={page.errorCode === 'GENERAL_ERR_STORE_NOT_FOUND'} onRetry={reload} />;
  }
  if (page.status !== 'ready' || !page.store || !page.menu) return <StorePageSkeleton />;

  return (
    <>
      <SubHeader store={page.store} route="store" />
      {isSoldOnline(page.menu) ? null : (
        <Container maxW="6xl" pt="4">
          <Text role="status" fontWeight="medium">
            {intl.formatMessage(messages.menuNotOnline)}
          </Text>
        </Container>
      )}
      {page.menuFailed ? (
        <MenuUnavailable onRetry={reload} />
      ) : (
        <MenuBrowser store={page.store} menu={page.menu} menuCode={menuCode} />
      )}
      <StorePopupsWhenIdle store={page.store} />
    </>
  );
}
