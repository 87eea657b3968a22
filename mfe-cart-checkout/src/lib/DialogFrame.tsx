import { CloseButton } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages as m } from './messages';

/** The frame the dine-in dialogs share: full screen on phones, closed by Escape, backdrop or ×. */
export function DialogFrame({
  title,
  testId,
  children,
  footer,
  onClose,
}: {
  readonly title: string;
  readonly testId: string;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && onClose()}
      size={{ base: 'full', md: 'md' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} maxW={{ md: '450px' }}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(m.dineInClose)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
