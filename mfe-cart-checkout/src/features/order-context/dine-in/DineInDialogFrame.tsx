import { CloseButton } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/overlays';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import type { CartDispatch } from '../../../app/store';
import { dineInMessages as m } from './dine-in-messages';
import { dineInActions } from './dine-in-slice';

/** The frame every dine-in dialog shares: full screen on phones, closed by Escape, backdrop or ×. */
export function DineInDialogFrame({
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
  readonly onClose?: () => void;
}) {
  const intl = useIntl();
  const dispatch = useDispatch<CartDispatch>();
  const close = onClose ?? (() => dispatch(dineInActions.dialogClosed()));
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && close()}
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
