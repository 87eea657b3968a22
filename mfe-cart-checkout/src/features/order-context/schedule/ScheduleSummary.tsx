import { recipeStyle, type StaticSheet, useStaticClasses } from '@owa/shared/design-kit';
import { localDateOf, storeTimeZone } from '@owa/shared/domain';
import { useIntl } from 'react-intl';
import { contextDialogsActions } from '../context-dialogs-slice';
import { messages } from '../messages';
import { addressLine, selectStoreContext } from '../order-context-slice';
import { pickupAsapByDefault } from '../pickup-asap';
import { useOrderContextDispatch, useOrderContextSelector } from '../state';
import { dayLabel, timeLabel } from './format-schedule';
import { shownSchedule } from './shown-schedule';

/** Shown under the store page's order types while the page waits to show: worked out once. */
const SUMMARY_CLASSES = {
  row: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '2',
    mt: '1',
    flexWrap: 'wrap',
    fontSize: 'sm',
  },
  table: { fontSize: 'sm', mt: '1' },
  change: recipeStyle('button', { size: 'xs', variant: 'ghost' }, { colorPalette: 'brand' }),
} satisfies StaticSheet<string>;

/** The order type's time (and address or table) with a way to change it (spec 2 §2). */
export function ScheduleSummary() {
  const intl = useIntl();
  const classes = useStaticClasses(SUMMARY_CLASSES);
  const dispatch = useOrderContextDispatch();
  const context = useOrderContextSelector((state) => selectStoreContext(state));
  const store = useOrderContextSelector((state) => state.storeInfo.store);
  const asapByDefault = useOrderContextSelector(pickupAsapByDefault);
  const type = intl.formatMessage(messages[`orderType${context.orderType}`]);

  if (context.orderType === 'DINE_IN')
    return context.tableDisplayNumber ? (
      <p className={classes.table}>
        {intl.formatMessage(messages.cartTable, { table: context.tableDisplayNumber })}
      </p>
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
    <div className={classes.row}>
      <p data-testid="schedule-summary">{summary}</p>
      <button type="button" className={classes.change} onClick={openTime}>
        {intl.formatMessage(messages.scheduleChange)}
      </button>
      {context.orderType === 'DELIVERY' && address && (
        <>
          <p data-testid="delivery-summary">{intl.formatMessage(messages.deliveryTo, { address })}</p>
          <button
            type="button"
            className={classes.change}
            onClick={() => dispatch(contextDialogsActions.deliveryOpened())}
          >
            {intl.formatMessage(messages.deliveryChange)}
          </button>
        </>
      )}
    </div>
  );
}
