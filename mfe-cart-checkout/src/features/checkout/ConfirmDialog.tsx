import { Button, Stack, Text } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import { formatCents } from '@owa/shared/domain';
import type { Store } from '@owa/shared/entities';
import { useIntl } from 'react-intl';
import { checkoutMessages as m } from './messages';

interface ConfirmDialogProps {
  readonly open: boolean;
  readonly store: Store;
  readonly orderType: string;
  readonly when: string;
  readonly address: string | null;
  readonly totalCents: number;
  readonly busy: boolean;
  readonly onPay: () => void;
  readonly onClose: () => void;
}

/** Spec 2 §2: store, location, delivery info, address, phone, time, and the pay action. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const intl = useIntl();
  const { store } = props;
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(change) => !change.open && props.onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(m.checkoutConfirmTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontWeight="semibold">{store.name}</Text>
                <Text>{[store.address, store.city].filter(Boolean).join(', ')}</Text>
                <Text>{intl.formatMessage(m.checkoutOrderType, { type: props.orderType })}</Text>
                {props.address && (
                  <Text>
                    {intl.formatMessage(m.checkoutConfirmAddress)}: {props.address}
                  </Text>
                )}
                {store.phoneNumber && (
                  <Text>
                    {intl.formatMessage(m.checkoutConfirmPhone)}: {store.phoneNumber}
                  </Text>
                )}
                <Text>
                  {intl.formatMessage(m.checkoutConfirmTime)}: {props.when}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={props.onClose}>
                {intl.formatMessage(m.checkoutConfirmBack)}
              </Button>
              <Button onClick={props.onPay} loading={props.busy}>
                {intl.formatMessage(m.checkoutConfirmPay, { amount: formatCents(props.totalCents) })}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
