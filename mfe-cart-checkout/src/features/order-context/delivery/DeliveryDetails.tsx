import { Button, HStack, Stack } from '@owa/shared/design-kit';
import { Field, Input } from '@owa/shared/design-kit/dialogs';
import { useIntl } from 'react-intl';
import { allowedDeliveryMessages } from '../../../domain/delivery';
import { messages } from '../messages';
import { orderContextActions, selectStoreContext } from '../order-context-slice';
import { useOrderContextDispatch, useOrderContextSelector } from '../state';

const MESSAGE_KEYS = {
  leave_at_door: messages.deliveryMessageleave_at_door,
  meet_at_door: messages.deliveryMessagemeet_at_door,
  meet_outside: messages.deliveryMessagemeet_outside,
} as const;

/** Unit number and the delivery option buttons (TINY_MILE: meet outside only). */
export function DeliveryDetails() {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const context = useOrderContextSelector((state) => selectStoreContext(state));
  const storeId = useOrderContextSelector((state) => state.orderContext.storeId);
  if (!storeId) return null;
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{intl.formatMessage(messages.deliveryUnit)}</Field.Label>
        <Input
          name="unit_number"
          maxLength={64}
          value={context.unitNumber}
          onChange={(event) =>
            dispatch(orderContextActions.unitNumberChanged({ storeId, unit: event.currentTarget.value }))
          }
        />
      </Field.Root>
      <HStack role="group" aria-label={intl.formatMessage(messages.deliveryMessage)} gap="2" wrap="wrap">
        {allowedDeliveryMessages(context.deliveryProvider).map((option) => (
          <Button
            key={option}
            size="sm"
            variant={context.deliveryMessage === option ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={context.deliveryMessage === option}
            onClick={() => dispatch(orderContextActions.deliveryMessageChanged({ storeId, message: option }))}
          >
            {intl.formatMessage(MESSAGE_KEYS[option as keyof typeof MESSAGE_KEYS])}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
