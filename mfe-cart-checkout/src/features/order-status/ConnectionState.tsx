import { Badge, Spinner } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import type { Connection } from './follow-order';
import { orderStatusMessages as m } from './messages';

/** Live while the stream is open; a visible (and announced) reconnecting state while it is down. */
export function ConnectionState({ connection }: { connection: Connection }) {
  const intl = useIntl();
  return (
    <Badge
      role="status"
      data-testid="order-status-connection"
      data-connection={connection}
      colorPalette={connection === 'reconnecting' ? 'orange' : 'green'}
      size="md"
      visibility={connection === 'live' || connection === 'reconnecting' ? 'visible' : 'hidden'}
    >
      {connection === 'reconnecting' && <Spinner size="xs" aria-hidden />}
      {connection === 'reconnecting'
        ? intl.formatMessage(m.statusReconnecting)
        : intl.formatMessage(m.statusLive)}
    </Badge>
  );
}
