import { Box, Button, HStack, Skeleton, Text } from '@owa/shared/design-kit';
import type { OrderTypeStatus } from '@owa/shared/domain';
import type { OrderType } from '@owa/shared/entities';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { messages } from '../messages';
import { ScheduleSummary } from '../schedule/ScheduleSummary';
import { useOrderContextDispatch } from '../state';
import { orderTypePicked } from './order-type-actions';
import { useOrderTypes } from './use-order-types';

export function orderTypeLabel(intl: IntlShape, type: OrderType): string {
  return intl.formatMessage(messages[`orderType${type}`]);
}

function refusalText(intl: IntlShape, status: OrderTypeStatus): string | null {
  const refusal = status.refusal;
  if (!refusal) return null;
  const type = orderTypeLabel(intl, status.orderType);
  if (refusal.reason === 'disabledUntil') {
    const until = intl.formatDate(refusal.until, { dateStyle: 'medium', timeStyle: 'short' });
    return intl.formatMessage(messages.orderTypeDisabledUntil, { type, until });
  }
  return intl.formatMessage(messages.orderTypeUnavailable, { type });
}

/**
 * Pickup, Delivery, Dine-in where allowed (spec 1 §4.1, spec 2 §4), with the time summary. Lent to
 * the store sub-header as a parcel and shown in the cart dialog.
 */
export function OrderTypeSelector() {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const { status, selector, toggle, context } = useOrderTypes();
  const [refused, setRefused] = useState<string | null>(null);

  if (!selector) {
    if (status === 'failed')
      return <Text color="fg.muted">{intl.formatMessage(messages.orderTypeLoadFailed)}</Text>;
    return (
      <Skeleton
        height="8"
        width="48"
        role="status"
        aria-label={intl.formatMessage(messages.orderTypeLoading)}
      />
    );
  }
  if (selector.kind === 'closed')
    return (
      <Text role="status" fontWeight="medium" data-testid="order-type-closed">
        {intl.formatMessage(messages.orderTypeClosed)}
      </Text>
    );

  const pick = (type: OrderTypeStatus) => {
    const text = refusalText(intl, type);
    setRefused(text);
    if (!text) dispatch(orderTypePicked({ orderType: type.orderType }));
  };

  return (
    <Box data-testid="order-type-selector">
      {toggle?.visible && (
        <HStack role="group" aria-label={intl.formatMessage(messages.orderTypeGroup)} gap="2" wrap="wrap">
          {selector.types.map((type) => (
            <Button
              key={type.orderType}
              size="sm"
              variant={context.orderType === type.orderType ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={context.orderType === type.orderType}
              aria-disabled={type.refusal !== null || toggle.disabled || undefined}
              opacity={type.refusal ? 0.6 : undefined}
              disabled={toggle.disabled}
              onClick={() => pick(type)}
            >
              {orderTypeLabel(intl, type.orderType)}
            </Button>
          ))}
        </HStack>
      )}
      {refused && (
        <Text role="alert" color="red.700" fontSize="sm" mt="1">
          {refused}
        </Text>
      )}
      <ScheduleSummary />
    </Box>
  );
}
