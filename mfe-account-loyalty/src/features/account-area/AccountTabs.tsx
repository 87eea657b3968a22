import { useCurrentSearch } from '@owa/shared';
import { Tabs } from '@owa/shared/design-kit/overlays';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { OverlayFrame } from '../../lib/OverlayFrame';
import type { AccountTab } from '../header-account-menu';
import { OrderHistoryTab } from '../order-history';
import { SavedCardsTab } from '../saved-cards';
import { ContactInfoTab } from './ContactInfoTab';

const TABS: { value: AccountTab; label: keyof typeof messages }[] = [
  { value: 'tab-1', label: 'menuAccountInfo' },
  { value: 'tab-2', label: 'menuOrderHistory' },
  { value: 'tab-3', label: 'menuPaymentMethods' },
];

function tabOf(search: string): AccountTab {
  const tab = new URLSearchParams(search).get('tab');
  return tab === 'tab-2' || tab === 'tab-3' ? tab : 'tab-1';
}

/** The three account tabs; the `tab` query names the open one (spec 3 §2), so links and Back work. */
export default function AccountTabs(props: { groupId: string; storeId: string }) {
  const intl = useIntl();
  const search = useCurrentSearch();
  const value = tabOf(search);
  const select = (tab: string) => {
    const query = new URLSearchParams(window.location.search);
    query.set('tab', tab);
    window.history.replaceState(null, '', `${window.location.pathname}?${query.toString()}`);
  };
  return (
    <OverlayFrame>
      <Tabs.Root value={value} onValueChange={(details) => select(details.value)} lazyMount>
        <Tabs.List flexWrap="wrap">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {intl.formatMessage(messages[tab.label])}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="tab-1">
          <ContactInfoTab storeId={props.storeId} />
        </Tabs.Content>
        <Tabs.Content value="tab-2">
          <OrderHistoryTab storeId={props.storeId} />
        </Tabs.Content>
        <Tabs.Content value="tab-3">
          <SavedCardsTab />
        </Tabs.Content>
      </Tabs.Root>
    </OverlayFrame>
  );
}
