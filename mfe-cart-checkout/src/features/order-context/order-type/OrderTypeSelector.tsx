import { recipeStyle, Skeleton, type StaticSheet, Text, useStaticClasses } from '@owa/shared/design-kit';
import type { OrderTypeStatus } from '@owa/shared/domain';
import type { OrderType } from '@owa/shared/entities';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { messages } from '../messages';
import { ScheduleSummary } from '../schedule/ScheduleSummary';
import { useOrderContextDispatch } from '../state';
import { orderTypePicked } from './order-type-actions';
import { useOrderTypes } from './use-order-types';

const TYPE = { size: 'sm' } as const;
const REFUSED = { colorPalette: 'brand', opacity: 0.6 } as const;

/**
 * The selector's looks, worked out once: the store page waits for this parcel before it shows, so
 * its elements are plain ones rather than style props turned into CSS on each render
 * (docs/performance.md). Each button's look is whole, so no two classes set one property.
 */
const SELECTOR_CLASSES = {
  // A fieldset, a group by its element: as wide as its parent lets it be, as the div it replaced.
  group: {
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'center',
    gap: '2',
    flexWrap: 'wrap',
    minW: '0',
  },
  chosen: recipeStyle('button', { ...TYPE, variant: 'solid' }, { colorPalette: 'brand' }),
  other: recipeStyle('button', { ...TYPE, variant: 'outline' }, { colorPalette: 'brand' }),
  chosenRefused: recipeStyle('button', { ...TYPE, variant: 'solid' }, REFUSED),
  otherRefused: recipeStyle('button', { ...TYPE, variant: 'outline' }, REFUSED),
  refused: { color: 'red.700', fontSize: 'sm', mt: '1' },
} satisfies StaticSheet<string>;

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
  const classes = useStaticClasses(SELECTOR_CLASSES);

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
    <div data-testid="order-type-selector">
      {toggle?.visible && (
        <fieldset aria-label={intl.formatMessage(messages.orderTypeGroup)} className={classes.group}>
          {selector.types.map((type) => {
            const chosen = context.orderType === type.orderType;
            return (
              <button
                type="button"
                key={type.orderType}
                className={classes[`${chosen ? 'chosen' : 'other'}${type.refusal ? 'Refused' : ''}` as const]}
                aria-pressed={chosen}
                aria-disabled={type.refusal !== null || toggle.disabled || undefined}
                disabled={toggle.disabled}
                onClick={() => pick(type)}
              >
                {orderTypeLabel(intl, type.orderType)}
              </button>
            );
          })}
        </fieldset>
      )}
      {refused && (
        <p role="alert" className={classes.refused}>
          {refused}
        </p>
      )}
      <ScheduleSummary />
    </div>
  );
}
