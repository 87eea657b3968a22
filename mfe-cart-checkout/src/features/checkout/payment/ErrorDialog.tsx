import { Button, Text } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import { textOf, useSanitisedHtml } from '@owa/shared/sanitise';
import { useIntl } from 'react-intl';
import type { PaymentFailure } from '../../../domain/payment-flow';
import { checkoutMessages as m } from '../messages';
import { type ErrorDialogContent, errorDialogContent, type PaidBy } from './error-message';

/**
 * The failure's words: ours, translated, or the server's HTML. DOMPurify loads only for the
 * latter, once a failure brings it (never with the checkout); its plain words show until then.
 */
function ErrorBody({ body }: { readonly body: ErrorDialogContent['body'] }) {
  const intl = useIntl();
  const clean = useSanitisedHtml('html' in body ? body.html : null);
  if (!('html' in body)) return <Text>{intl.formatMessage(body)}</Text>;
  if (clean === null) return <Text>{textOf(body.html)}</Text>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server HTML, sanitised by DOMPurify.
  return <Text dangerouslySetInnerHTML={{ __html: clean }} />;
}

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
                <ErrorBody body={content.body} />
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
