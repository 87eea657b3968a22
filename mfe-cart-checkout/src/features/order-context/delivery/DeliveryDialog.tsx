import { Button, CloseButton, Stack } from '@owa/shared/design-kit';
import { Dialog, Portal } from '@owa/shared/design-kit/dialogs';
import { useIntl } from 'react-intl';
import { messages } from '../messages';
import { addressLine } from '../order-context-slice';
import { ScheduleFields } from '../schedule/ScheduleFields';
import { useOrderContextSelector } from '../state';
import { AddressCheckStatus } from './AddressCheckStatus';
import { AddressCombobox } from './AddressCombobox';
import { DeliveryDetails } from './DeliveryDetails';
import { countryCodes } from './delivery-api';
import { ProviderCards } from './ProviderCards';
import { useDeliveryDialog } from './use-delivery-dialog';

/** The delivery address dialog (spec 2 §2): address, provider, time; not closed by the backdrop. */
export default function DeliveryDialog() {
  const intl = useIntl();
  const store = useOrderContextSelector((state) => state.storeInfo.store);
  const { context, check, schedule, current, showErrors, addressSet, ...act } = useDeliveryDialog();
  const idle = check.address.status === 'idle';

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && act.close()}
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
                  onChoose={(suggestion) => act.choose(suggestion.address)}
                />
                <AddressCheckStatus check={check.address} />
                {(addressSet || check.rejected.length > 0) && check.address.status !== 'checking' && (
                  <ProviderCards
                    providers={addressSet ? context.deliveryProviders : check.rejected}
                    value={addressSet ? context.deliveryProvider : null}
                    onChange={act.switchProvider}
                    disabled={check.switching || !addressSet}
                  />
                )}
                {addressSet && idle && <DeliveryDetails />}
                {addressSet && idle && schedule.status === 'ready' && current && (
                  <ScheduleFields
                    model={schedule.model}
                    choice={current}
                    onChange={act.pick}
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
                onClick={act.update}
                disabled={check.address.status === 'checking' || check.switching}
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
