import { bus } from '@owa/shared';
import { Button, CloseButton, Stack } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/overlays';
import type { ScheduleChoice } from '@owa/shared/domain';
import type { DeliveryAddress, DeliveryProviderDetail } from '@owa/shared/entities';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import type { CartDispatch, CartRootState } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { dialogsActions } from '../../cart/dialog/dialogs-slice';
import { addressLine, orderContextActions, selectStoreContext } from '../order-context-slice';
import { ScheduleFields } from '../schedule/ScheduleFields';
import { canConfirm } from '../schedule/schedule-choice';
import { useScheduleModel } from '../schedule/use-schedule-model';
import { AddressCheckStatus, type CheckStatus } from './AddressCheckStatus';
import { AddressCombobox } from './AddressCombobox';
import { DeliveryDetails } from './DeliveryDetails';
import { deliveryAddressChosen, deliveryProviderChosen } from './delivery-actions';
import { countryCodes } from './delivery-api';
import { ProviderCards, providerName } from './ProviderCards';

/** The delivery address dialog (spec 2 §2): address, provider, time; not closed by the backdrop. */
export default function DeliveryDialog({ requestId }: { requestId: string | null }) {
  const intl = useIntl();
  const dispatch = useDispatch<CartDispatch>();
  const context = useSelector((state: CartRootState) => selectStoreContext(state));
  const storeId = useSelector((state: CartRootState) => state.orderContext.storeId);
  const store = useSelector((state: CartRootState) => state.storeInfo.store);
  const schedule = useScheduleModel();
  const [check, setCheck] = useState<CheckStatus>({ status: 'idle' });
  const [rejected, setRejected] = useState<readonly DeliveryProviderDetail[]>([]);
  const [choice, setChoice] = useState<ScheduleChoice | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [switching, setSwitching] = useState(false);
  const addressSet = context.orderType === 'DELIVERY' && context.deliveryAddress !== null;
  const current = choice ?? (schedule.status === 'ready' ? schedule.model.initial : null);

  // The dialog answers once: closing it after Done (its unmount) must not answer again.
  const answered = useRef(false);
  const settle = (scheduled: boolean) => {
    if (answered.current) return;
    answered.current = true;
    dispatch(dialogsActions.deliveryClosed());
    if (requestId) bus.emit('menu:schedule-settled', { requestId, scheduled });
  };
  const close = () => {
    if (answered.current) return;
    // Spec 2 §2: closing without an address and a time goes back to Pickup.
    if (storeId && !(addressSet && context.scheduleChosen))
      dispatch(orderContextActions.deliveryAddressCleared({ storeId, backToPickup: true }));
    settle(false);
  };
  const choose = async (address: DeliveryAddress) => {
    setCheck({ status: 'checking' });
    setChoice(null);
    const result = await dispatch(deliveryAddressChosen(address));
    setRejected(result.ok ? [] : result.providers);
    setCheck(result.ok ? { status: 'idle' } : { status: 'problem', problem: result.problem });
  };
  const switchProvider = async (provider: string) => {
    setSwitching(true);
    const result = await dispatch(deliveryProviderChosen(provider));
    setSwitching(false);
    if (!result.ok)
      bus.emit('shell:snack', {
        message: intl.formatMessage(messages.deliveryProviderUnsupported, {
          provider: providerName(intl, provider),
        }),
        status: 'warning',
      });
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

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && close()}
      closeOnInteractOutside={false}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="delivery-dialog">
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(messages.deliveryTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <AddressCombobox
                  countries={countryCodes(store?.settings?.owaSettings?.addressCountryCodes)}
                  initialText={addressLine(context.deliveryAddress) ?? ''}
                  onChoose={(suggestion) => void choose(suggestion.address)}
                />
                <AddressCheckStatus check={check} />
                {(addressSet || rejected.length > 0) && check.status !== 'checking' && (
                  <ProviderCards
                    providers={addressSet ? context.deliveryProviders : rejected}
                    value={addressSet ? context.deliveryProvider : null}
                    onChange={(provider) => void switchProvider(provider)}
                    disabled={switching || !addressSet}
                  />
                )}
                {addressSet && check.status === 'idle' && <DeliveryDetails />}
                {addressSet && check.status === 'idle' && schedule.status === 'ready' && current && (
                  <ScheduleFields
                    model={schedule.model}
                    choice={current}
                    onChange={(next) => {
                      setChoice(next);
                      setShowErrors(false);
                    }}
                    orderType="DELIVERY"
                    zone={schedule.zone}
                    showErrors={showErrors}
                  />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                colorPalette="brand"
                width="full"
                onClick={update}
                disabled={check.status === 'checking' || switching}
              >
                {intl.formatMessage(messages.deliveryUpdate)}
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
