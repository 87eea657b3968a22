import { useChannel } from '@owa/shared';
import { Button, HStack } from '@owa/shared/design-kit';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { showGuestHistoryIcon } from '../../domain/guest';
import { messages } from '../../i18n/messages';
import { useStoreInfoState } from '../../lib/store-info';
import { useExternalLinks } from '../external-links';
import { GuestHistoryLink } from './GuestHistoryLink';
import { LoginButton } from './LoginButton';
import { useMarkHeaderMenuShown } from './menu-shown';
import { TRIGGER_STYLE } from './trigger-style';

const loadMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadMenu);

/**
 * spec 1 §2.3 header: Login/Sign Up for visitors, the account menu for customers, the guest-history
 * icon where anonymous dine-in and skip-checkout are on. The menu's overlay code loads when wanted.
 */
export function HeaderAccountMenu() {
  const intl = useIntl();
  const session = useChannel('shell:session');
  const { store, settled } = useStoreInfoState(session?.storeId);
  useMarkHeaderMenuShown(settled);
  const [menuWanted, setMenuWanted] = useState(false);
  const owa = store?.settings?.owaSettings;
  const groupId = session?.groupId ?? store?.groupId ?? null;
  const guestIcon =
    groupId &&
    session?.storeId &&
    showGuestHistoryIcon({
      allowAnonymousDineInOrder: owa?.allowAnonymousDineInOrder,
      skipCheckout: owa?.skipCheckout,
    });
  const visitor = !session?.user;
  const links = useExternalLinks(store);
  // Visitors get the external apps too (spec 1 §6), under More, without personal details.
  const withMenu = !visitor || links.length > 0;
  const name = session?.user?.displayName ?? intl.formatMessage(messages.menuMore);

  return (
    <HStack gap="2">
      {guestIcon && groupId && session?.storeId && (
        <GuestHistoryLink groupId={groupId} storeId={session.storeId} />
      )}
      {!session?.user && <LoginButton />}
      {withMenu && !menuWanted && (
        <Button
          {...TRIGGER_STYLE}
          aria-haspopup="menu"
          aria-label={visitor ? undefined : `${intl.formatMessage(messages.menuOpen)}: ${name}`}
          onPointerEnter={() => void loadMenu()}
          onFocus={() => void loadMenu()}
          onClick={() => setMenuWanted(true)}
          data-testid="header-account-name"
        >
          {name}
        </Button>
      )}
      {withMenu && menuWanted && (
        <Suspense
          fallback={
            <Button {...TRIGGER_STYLE} loading>
              {name}
            </Button>
          }
        >
          <AccountMenu name={name} store={store} visitor={visitor} />
        </Suspense>
      )}
    </HStack>
  );
}
