import { Button, Heading, Stack, Text } from '@owa/shared/design-kit';
import { Field, Textarea } from '@owa/shared/design-kit/dialogs';
import { storeLine } from '@owa/shared/domain';
import type { Store } from '@owa/shared/entities';
import type { UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  contextDialogsActions,
  orderContextMessages as messages,
  type StoreOrderContext,
} from '../order-context';
import type { CheckoutFormValues } from './checkout-form';
import { checkoutMessages as m } from './messages';
import { useCheckoutDispatch } from './state';

interface OrderDetailsProps {
  readonly store: Store;
  readonly context: StoreOrderContext;
  readonly form: UseFormReturn<CheckoutFormValues>;
  readonly scheduledLabel: string | null;
}

/** Pickup/delivery details (spec 2 §2): type, time, where, and the notes the kitchen and driver read. */
export function OrderDetails({ store, context, form, scheduledLabel }: OrderDetailsProps) {
  const intl = useIntl();
  const dispatch = useCheckoutDispatch();
  const type = context.orderType;
  const option = `deliveryMessage${context.deliveryMessage}` as keyof typeof messages;
  const address = context.deliveryAddress;
  return (
    <Stack as="section" gap="3" aria-labelledby="checkout-details">
      <Heading as="h2" size="md" id="checkout-details">
        <FormattedMessage {...m.checkoutDetails} values={{ type }} />
      </Heading>
      <Text>
        <FormattedMessage {...m.checkoutOrderType} values={{ type }} />
        {' · '}
        {scheduledLabel ?? intl.formatMessage(m.checkoutAsap)}
      </Text>
      {type === 'DELIVERY' && address ? (
        <Text>
          <FormattedMessage
            {...m.checkoutDeliverTo}
            values={{
              address: [context.unitNumber, address.addressLine1, address.city].filter(Boolean).join(', '),
            }}
          />
        </Text>
      ) : (
        <Text>{storeLine(store)}</Text>
      )}
      {type === 'DELIVERY' && option in messages && (
        <Text>
          {intl.formatMessage(messages.deliveryMessage)}: {intl.formatMessage(messages[option])}
        </Text>
      )}
      {type !== 'DINE_IN' && (
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          onClick={() =>
            dispatch(
              type === 'DELIVERY'
                ? contextDialogsActions.deliveryOpened()
                : contextDialogsActions.scheduleOpened(),
            )
          }
        >
          {intl.formatMessage(m.checkoutChange, { type })}
        </Button>
      )}
      {type === 'DINE_IN' && context.tableDisplayNumber && (
        <Text>
          <FormattedMessage {...m.checkoutTable} values={{ table: context.tableDisplayNumber }} />
        </Text>
      )}
      <Field.Root>
        <Field.Label>{intl.formatMessage(m.checkoutOrderNotes)}</Field.Label>
        <Textarea rows={2} maxLength={500} {...form.register('orderNotes')} />
      </Field.Root>
      {type === 'DELIVERY' && (
        <Field.Root>
          <Field.Label>{intl.formatMessage(m.checkoutDeliveryNotes)}</Field.Label>
          <Textarea rows={2} maxLength={500} {...form.register('deliveryNotes')} />
        </Field.Root>
      )}
    </Stack>
  );
}
