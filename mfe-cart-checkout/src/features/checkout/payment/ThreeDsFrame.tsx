import { CloseButton } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { checkoutMessages as m } from '../messages';

/** The message the 3ds_success_handler page posts to its parent when the challenge is answered. */
export const THREE_DS_DONE = 'owa:3ds-done';

/**
 * Spec 2 §2 "3-D Secure frame dialog": the processor's challenge full screen. Its answer (the return
 * page's message) or the diner closing it both lead to a status lookup, never to a guess.
 */
export function ThreeDsFrame({ url, onDone }: { url: string | null; onDone: () => void }) {
  const intl = useIntl();
  useEffect(() => {
    if (!url) return;
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: string } | null)?.type === THREE_DS_DONE) onDone();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [url, onDone]);
  return (
    <Dialog.Root
      open={!!url}
      size="full"
      onOpenChange={(change) => !change.open && onDone()}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(m.payment3dsTitle)}</Dialog.Title>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={intl.formatMessage(m.paymentClose)} />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body p="0" display="flex">
              {url && (
                <iframe
                  src={url}
                  title={intl.formatMessage(m.payment3dsFrame)}
                  style={{ border: 0, width: '100%', flex: 1, minHeight: '70vh' }}
                />
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
