import { Link } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { linkClick } from '../../lib/navigate';
import { guestHistoryPath } from './account-paths';

/** A receipt: drawn, not an emoji, since Debian's Chromium has no emoji font and showed a box. */
function ReceiptIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 3h14v18l-2.5-1.5L14 21l-2-1.5-2 1.5-2.5-1.5L5 21z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </svg>
  );
}

/** spec 1 §2.3: the guest-history icon, named for screen readers by its destination. */
export function GuestHistoryLink({
  groupId,
  storeId,
}: {
  readonly groupId: string;
  readonly storeId: string;
}) {
  const intl = useIntl();
  const path = guestHistoryPath(groupId, storeId);
  return (
    <Link
      href={path}
      onClick={linkClick(path)}
      aria-label={intl.formatMessage(messages.menuGuestHistory)}
      color="fg"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="10"
      minH="10"
    >
      <ReceiptIcon />
    </Link>
  );
}
