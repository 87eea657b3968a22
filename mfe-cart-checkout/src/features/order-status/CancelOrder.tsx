import { ApiError } from '@owa/shared';
import type { OrderStatusAnswer } from '@owa/shared/api';
import { Alert, Button, HStack, Text } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import { canCancel } from '@owa/shared/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { orderStatusMessages as m } from './messages';

/** Cancel order while the kitchen has not started it, after the diner confirms. */
export function CancelOrder({ status, cancel }: { status: OrderStatusAnswer; cancel: () => Promise<void> }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!canCancel(status.status, status.cancellableUntil, Date.now()) && failure === null) return null;

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await cancel();
      setOpen(false);
    } catch (error) {
      setOpen(false);
      const tooLate = error instanceof ApiError && error.errorCode === 'ORD_ERR_NOT_CANCELLABLE';
      setFailure(intl.formatMessage(tooLate ? m.statusCancelTooLate : m.statusCancelFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      {status.status === 'RECEIVED' && (
        <Button variant="outline" colorPalette="red" alignSelf="flex-start" onClick={() => setOpen(true)}>
          {intl.formatMessage(m.statusCancel)}
        </Button>
      )}
      <Dialog.Root open={open} onOpenChange={(change) => !busy && setOpen(change.open)} role="alertdialog">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4" maxW="400px">
              <Dialog.Header>
                <Dialog.Title>{intl.formatMessage(m.statusCancelTitle)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{intl.formatMessage(m.statusCancelBody)}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <HStack gap="2" wrap="wrap" justify="flex-end">
                  <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                    {intl.formatMessage(m.statusCancelKeep)}
                  </Button>
                  <Button colorPalette="red" loading={busy} onClick={() => void confirm()}>
                    {intl.formatMessage(m.statusCancelConfirm)}
                  </Button>
                </HStack>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
