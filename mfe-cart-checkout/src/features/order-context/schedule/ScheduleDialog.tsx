import { bus } from '@owa/shared';
import { Button, CloseButton, Stack } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ScheduleChoice } from '../../../domain/scheduling/order-days';
import { contextDialogsActions } from '../context-dialogs-slice';
import { messages } from '../messages';
import { orderContextActions, selectStoreContext } from '../order-context-slice';
import { useOrderContextDispatch, useOrderContextSelector } from '../state';
import { LoadState } from './LoadState';
import { ScheduleFields } from './ScheduleFields';
import { canConfirm } from './schedule-choice';
import { useScheduleModel } from './use-schedule-model';

/**
 * The pickup/delivery time dialog (spec 1 §4.3). Closing says whether a time was chosen, so an add
 * that waits for one goes in or is dropped (the cart room decides).
 */
export default function ScheduleDialog() {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const context = useOrderContextSelector((state) => selectStoreContext(state));
  const storeId = useOrderContextSelector((state) => state.orderContext.storeId);
  const state = useScheduleModel();
  const [choice, setChoice] = useState<ScheduleChoice | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const current = choice ?? (state.status === 'ready' ? state.model.initial : null);

  // The dialog closes once: closing it after Done (its unmount) must not close it again.
  const closed = useRef(false);
  const close = (scheduled: boolean) => {
    if (closed.current) return;
    closed.current = true;
    dispatch(contextDialogsActions.scheduleClosed({ scheduled }));
  };
  const done = () => {
    if (!current || !storeId || !canConfirm(current)) {
      setShowErrors(true);
      bus.emit('shell:snack', {
        message: intl.formatMessage(messages.scheduleSelectDateTime),
        status: 'error',
      });
      return;
    }
    dispatch(
      orderContextActions.scheduleConfirmed({
        storeId,
        day: current.dayId ?? '',
        time: current.timeId ?? '',
      }),
    );
    close(true);
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && close(false)}
      placement="center"
      size={{ base: 'full', md: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="schedule-dialog">
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(messages[`scheduleTitle${context.orderType}`])}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <LoadState state={state}>
                {state.status === 'ready' && current && (
                  <Stack gap="4">
                    <ScheduleFields
                      model={state.model}
                      choice={current}
                      onChange={(next) => {
                        setChoice(next);
                        setShowErrors(false);
                      }}
                      orderType={context.orderType}
                      zone={state.zone}
                      showErrors={showErrors}
                    />
                  </Stack>
                )}
              </LoadState>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={done} disabled={state.status !== 'ready'} width="full">
                {intl.formatMessage(messages.scheduleDone)}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage(messages.deliveryClose)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
