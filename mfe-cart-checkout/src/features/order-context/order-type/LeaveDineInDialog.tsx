import { Button, Text } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import { useIntl } from 'react-intl';
import { contextDialogsActions } from '../context-dialogs-slice';
import { messages } from '../messages';
import { useOrderContextDispatch } from '../state';

const answered = (confirmed: boolean) => contextDialogsActions.leaveDineInAnswered({ confirmed });

/** 'Are you sure you want to switch from Dine-in ordering?' (spec 1 §4.1). */
export default function LeaveDineInDialog() {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(event) => !event.open && dispatch(answered(false))}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="leave-dine-in-dialog">
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(messages.leaveDineInTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{intl.formatMessage(messages.leaveDineInBody)}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => dispatch(answered(false))}>
                {intl.formatMessage(messages.leaveDineInCancel)}
              </Button>
              <Button colorPalette="brand" onClick={() => dispatch(answered(true))}>
                {intl.formatMessage(messages.leaveDineInConfirm)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
