import { bus } from '@owa/shared';
import type { DeliveryAddress } from '@owa/shared/entities';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ScheduleChoice } from '../../../domain/scheduling/order-days';
import { contextDialogsActions } from '../context-dialogs-slice';
import { messages } from '../messages';
import { orderContextActions, selectStoreContext } from '../order-context-slice';
import { canConfirm } from '../schedule/schedule-choice';
import { useScheduleModel } from '../schedule/use-schedule-model';
import { useOrderContextDispatch, useOrderContextSelector } from '../state';
import { deliveryCheckActions, selectDeliveryCheck } from './delivery-check-slice';
import { providerName } from './ProviderCards';

/** The delivery dialog's model: the address checks, the provider, the time, and closing. */
export function useDeliveryDialog() {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const context = useOrderContextSelector((state) => selectStoreContext(state));
  const storeId = useOrderContextSelector((state) => state.orderContext.storeId);
  const check = useOrderContextSelector(selectDeliveryCheck);
  const schedule = useScheduleModel();
  const [choice, setChoice] = useState<ScheduleChoice | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const addressSet = context.orderType === 'DELIVERY' && context.deliveryAddress !== null;
  const current = choice ?? (schedule.status === 'ready' ? schedule.model.initial : null);

  // A refused provider switch is said once, as a warning; the previous provider stays.
  const said = useRef(check.refusals);
  useEffect(() => {
    if (check.refusals === said.current) return;
    said.current = check.refusals;
    if (!check.refusedProvider) return;
    bus.emit('shell:snack', {
      message: intl.formatMessage(messages.deliveryProviderUnsupported, {
        provider: providerName(intl, check.refusedProvider),
      }),
      status: 'warning',
    });
  }, [check.refusals, check.refusedProvider, intl]);

  // The dialog closes once: closing it after Update (its unmount) must not close it again.
  const closed = useRef(false);
  const settle = (scheduled: boolean) => {
    if (closed.current) return;
    closed.current = true;
    dispatch(contextDialogsActions.deliveryClosed({ scheduled }));
  };
  const close = () => {
    if (closed.current) return;
    // Spec 2 §2: closing without an address and a time goes back to Pickup.
    if (storeId && !(addressSet && context.scheduleChosen))
      dispatch(orderContextActions.deliveryAddressCleared({ storeId, backToPickup: true }));
    settle(false);
  };
  const choose = (address: DeliveryAddress) => {
    setChoice(null);
    dispatch(deliveryCheckActions.addressChosen(address));
  };
  const update = () => {
    if (!addressSet || !storeId || !current || !canConfirm(current)) {
      setShowErrors(true);
      const message = addressSet ? messages.scheduleSelectDateTime : messages.deliveryMustBeSet;
      bus.emit('shell:snack', { message: intl.formatMessage(message), status: 'error' });
      return;
    }
    dispatch(
      orderContextActions.scheduleConfirmed({
        storeId,
        day: current.dayId ?? '',
        time: current.timeId ?? '',
      }),
    );
    settle(true);
  };
  const pick = (next: ScheduleChoice) => {
    setChoice(next);
    setShowErrors(false);
  };
  return {
    context,
    check,
    schedule,
    current,
    showErrors,
    addressSet,
    choose,
    switchProvider: (provider: string) => dispatch(deliveryCheckActions.providerChosen(provider)),
    pick,
    update,
    close,
  };
}
