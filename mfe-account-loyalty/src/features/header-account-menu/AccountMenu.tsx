import type { Store } from '@owa/shared';
import { useChannel } from '@owa/shared';
import { Button } from '@owa/shared/design-kit';
import { Portal } from '@owa/shared/design-kit/dialogs';
import { Menu } from '@owa/shared/design-kit/overlays';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { useAccountDispatch } from '../../lib/hooks';
import { navigate } from '../../lib/navigate';
import { OverlayFrame } from '../../lib/OverlayFrame';
import { useExternalLinks } from '../external-links';
import { logOut } from '../logout';
import { referralRequested } from '../referral';
import { type AccountTab, accountPath } from './account-paths';
import { TRIGGER_STYLE } from './trigger-style';

const TABS: { value: AccountTab; label: keyof typeof messages }[] = [
  { value: 'tab-1', label: 'menuAccountInfo' },
  { value: 'tab-2', label: 'menuOrderHistory' },
  { value: 'tab-3', label: 'menuPaymentMethods' },
];

/** The customer's menu (spec 3 §2): account info, order history, payment methods, referral, external apps, logout; a visitor's lists only the external apps. */
export default function AccountMenu(props: { name: string; store: Store | null; visitor?: boolean }) {
  const intl = useIntl();
  const session = useChannel('shell:session');
  const links = useExternalLinks(props.store);
  const dispatch = useAccountDispatch();
  // Store routes carry no group id; the store knows its group.
  const groupId = session?.groupId ?? props.store?.groupId ?? null;
  const storeId = session?.storeId;
  return (
    <OverlayFrame>
      <Menu.Root defaultOpen positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button
            {...TRIGGER_STYLE}
            aria-label={props.visitor ? undefined : `${intl.formatMessage(messages.menuOpen)}: ${props.name}`}
            data-testid="header-account-name"
          >
            {props.name}
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="14rem">
              {!props.visitor &&
                groupId &&
                storeId &&
                TABS.map((tab) => (
                  <Menu.Item
                    key={tab.value}
                    value={tab.value}
                    onSelect={() => navigate(accountPath(groupId, storeId, tab.value))}
                  >
                    {intl.formatMessage(messages[tab.label])}
                  </Menu.Item>
                ))}
              {!props.visitor && (
                <Menu.Item value="referral" onSelect={() => dispatch(referralRequested())}>
                  {intl.formatMessage(messages.menuReferral)}
                </Menu.Item>
              )}
              {links.length > 0 && !props.visitor && <Menu.Separator />}
              {links.map((link) => (
                <Menu.Item key={link.key} value={link.key} asChild>
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {intl.formatMessage(link.label)}
                  </a>
                </Menu.Item>
              ))}
              {!props.visitor && (
                <>
                  <Menu.Separator />
                  <Menu.Item value="logout" onSelect={() => void logOut()}>
                    {intl.formatMessage(messages.menuLogout)}
                  </Menu.Item>
                </>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </OverlayFrame>
  );
}
