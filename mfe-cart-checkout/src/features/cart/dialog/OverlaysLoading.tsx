import { Spinner, VisuallyHidden } from '@owa/shared/design-kit';
import { useIntl } from 'react-intl';
import { messages } from '../messages';

/** Shown over the page while an opened dialog's code is on its way. */
export function OverlaysLoading() {
  const intl = useIntl();
  return (
    <div
      role="status"
      style={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center', zIndex: 1400 }}
    >
      <Spinner size="lg" />
      <VisuallyHidden>{intl.formatMessage(messages.cartLoading)}</VisuallyHidden>
    </div>
  );
}
