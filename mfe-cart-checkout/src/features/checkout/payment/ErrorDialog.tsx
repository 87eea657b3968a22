import { Button, Text } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import DOMPurify from 'dompurify';
import { useIntl } from 'react-intl';
import type { PaymentFailure } from '../../../domain/payment-flow';
import { checkoutMessages as m } from '../messages';
import { errorDialogContent, type PaidBy } from './error-message';

/** Spec 2 §2 "Error message": title, HTML body (sanitised), the code line and OK. */
export function ErrorDialog({
  failure,
  onClose,
  paidBy,
}: {
  failure: PaymentFailure | null;
  onClose: () => void;
  paidBy?: PaidBy;
}) {
  const intl = useIntl();
  const content = failure ? errorDialogContent(failure, paidBy) : null;
  return (
    <Dialog.Root
      open={!!content}
      role="alertdialog"
      onOpenChange={(change) => !change.open && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {content && (
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>{intl.formatMessage(content.title)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {'html' in content.body ? (
                  <Text
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML, sanitised by DOMPurify.
                    dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(content.body.html) }}
                  />
                ) : (
                  <Text>{intl.formatMessage(content.body)}</Text>
                )}
                {content.chargeNotice && (
                  <Text mt="3" fontSize="sm">
                    {intl.formatMessage(m.paymentChargeNotice)}
                  </Text>
                )}
                {content.code && (
                  <Text mt="3" fontSize="sm" color="fg.muted">
                    {intl.formatMessage(m.paymentErrorCode, { code: content.code })}
                  </Text>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Button onClick={onClose}>{intl.formatMessage(m.paymentErrorOk)}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
