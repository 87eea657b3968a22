import { CloseButton, Stack } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { OverlayFrame } from '../../lib/OverlayFrame';
import { loyaltyMessages as m } from './loyalty-messages';

interface LoyaltyDialogFrameProps {
  readonly title: string;
  readonly testId: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly actions: ReactNode;
}

/** The shell of the reward, coupon and punch-card dialogs: full screen on phones, 400 px otherwise. */
export function LoyaltyDialogFrame({ title, testId, onClose, children, actions }: LoyaltyDialogFrameProps) {
  const intl = useIntl();
  return (
    <OverlayFrame>
      <Dialog.Root open onOpenChange={(event) => !event.open && onClose()} placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid={testId} maxW={{ base: 'calc(100vw - 2rem)', md: '400px' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="2">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap" gap="2">
                {actions}
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage(m.close)} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </OverlayFrame>
  );
}
