import { Button, HStack, Text } from '@owa/shared/design-kit';
import { localDateOf, storeTimeZone } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { contextDialogsActions } from '../context-dialogs-slice';
import { messages } from '../messages';
import { addressLine, selectStoreContext } from '../order-context-slice';
import { pickupAsapByDefault } from '../pickup-asap';
import { useOrderContextDispatch, useOrderContextSelector } from '../state';
import { dayLabel, timeLabel } from './format-schedule';
import { shownSchedule } from './shown-schedule';

/** The order type's time (and address or table) with a way to change it (spec 2 §2). */
export function ScheduleSummary() {
  const intl = useIntl();
  const dispatch = useOrderContextDispatch();
  const context = useOrderContextSelector((state) => selectStoreContext(state));
  const store = useOrderContextSelector((state) => state.storeInfo.store);
  const asapByDefault = useOrderContextSelector(pickupAsapByDefault);
  const type = intl.formatMessage(messages[`orderType${context.orderType}`]);

  if (context.orderType === 'DINE_IN')
    return context.tableDisplayNumber ? (
      <Text fontSize="sm" mt="1">
        {intl.formatMessage(messages.cartTable, { table: context.tableDisplayNumber })}
      </Text>
    ) : null;

  const today = localDateOf(Date.now(), storeTimeZone(store ?? {}));
  const shown = shownSchedule(context, asapByDefault);
  const summary =
    shown.kind === 'asap'
      ? intl.formatMessage(messages.scheduleSummaryAsap, { type })
      : shown.kind === 'at'
        ? intl.formatMessage(messages.scheduleSummaryAt, {
            type,
            day: dayLabel(intl, shown.day, today),
            time: timeLabel(intl, shown.time, context.orderType),
          })
        : intl.formatMessage(messages.scheduleSummaryNone, { type });
  const address = addressLine(context.deliveryAddress);
  const openTime = () =>
    dispatch(
      context.orderType === 'DELIVERY' && !address
        ? contextDialogsActions.deliveryOpened()
        : contextDialogsActions.scheduleOpened(),
    );

  return (
    <HStack gap="2" mt="1" wrap="wrap" fontSize="sm">
      <Text data-testid="schedule-summary">{summary}</Text>
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={openTime}>
        {intl.formatMessage(messages.scheduleChange)}
      </Button>
      {context.orderType === 'DELIVERY' && address && (
        <>
          <Text data-testid="delivery-summary">{intl.formatMessage(messages.deliveryTo, { address })}</Text>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="brand"
            onClick={() => dispatch(contextDialogsActions.deliveryOpened())}
          >
            {intl.formatMessage(messages.deliveryChange)}
          </Button>
        </>
      )}
    </HStack>
  );
}
