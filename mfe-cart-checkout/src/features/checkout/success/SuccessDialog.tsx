import { buildPath } from '@owa/shared';
import { Button, Link, Stack, Text } from '@owa/shared/design-kit';
import { Dialog, Field, Portal, Textarea } from '@owa/shared/design-kit/dialogs';
import { RatingGroup } from '@owa/shared/design-kit/overlays';
import type { Store } from '@owa/shared/entities';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CheckoutState } from '../checkout-slice';
import { checkoutMessages as m } from '../messages';
import { SuccessLinks } from './SuccessLinks';
import { readyIn, shownOrderNumber } from './success-details';

type Completed = NonNullable<CheckoutState['completed']>;

interface SuccessDialogProps {
  readonly order: Completed;
  readonly store: Store;
  readonly onClose: (rating: number, comments: string) => void;
}

/** Spec 2 §2 "Successful order": 430 wide; closing submits the rating (only above 0). */
export function SuccessDialog({ order, store, onClose }: SuccessDialogProps) {
  const intl = useIntl();
  const [rating, setRating] = useState(0);
  const [comments, setComments] = useState('');
  const delay = readyIn(Number(store.settings?.orderSettings?.estimatedPickupTimeInMinutes ?? 20));
  const hideFeedback = !!(store.settings?.owaSettings as { hideFeedback?: boolean } | undefined)
    ?.hideFeedback;
  const time = order.scheduledTime
    ? new Date(order.scheduledTime).toLocaleString(intl.locale, {
        timeZone: store.timeZone ?? store.timezone ?? 'America/Toronto',
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : intl.formatMessage(m.checkoutAsap);
  return (
    <Dialog.Root
      open
      onOpenChange={(change) => !change.open && onClose(rating, comments)}
      placement="center"
      // The page behind may open its own pop-up as the diner lands: only the diner closes this one.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="430px" mx="4">
            <Dialog.Header>
              <Dialog.Title>{intl.formatMessage(m.successTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontWeight="bold">
                  {intl.formatMessage(m.successOrderNumber, {
                    id: shownOrderNumber(store, order.orderId, order.displayId),
                  })}
                </Text>
                <Text>
                  {delay.hours > 0
                    ? intl.formatMessage(m.successReadyHours, delay)
                    : intl.formatMessage(m.successReadyMinutes, { minutes: delay.minutes })}
                </Text>
                <Text>{intl.formatMessage(m.successTime, { type: order.orderType, time })}</Text>
                {order.pointsEarned > 0 && (
                  <Text>{intl.formatMessage(m.successPoints, { points: order.pointsEarned })}</Text>
                )}
                <SuccessLinks store={store} orderType={order.orderType} />
                {!hideFeedback && (
                  <Stack gap="2">
                    <RatingGroup.Root
                      count={5}
                      value={rating}
                      onValueChange={(change) => setRating(change.value)}
                      aria-label={intl.formatMessage(m.successRate)}
                    >
                      <RatingGroup.Label>{intl.formatMessage(m.successRate)}</RatingGroup.Label>
                      <RatingGroup.HiddenInput />
                      <RatingGroup.Control />
                    </RatingGroup.Root>
                    <Field.Root>
                      <Field.Label>{intl.formatMessage(m.successComments)}</Field.Label>
                      <Textarea
                        rows={2}
                        maxLength={1000}
                        value={comments}
                        onChange={(event) => setComments(event.target.value)}
                      />
                    </Field.Root>
                  </Stack>
                )}
                <Link
                  fontWeight="bold"
                  // The dialog closes as the diner leaves for the order's page (its rating goes too).
                  onClick={() => onClose(rating, comments)}
                  href={buildPath('order-status', {
                    gid: store.groupId ?? '',
                    sid: String(store.storeId),
                    orderId: order.orderId,
                  })}
                >
                  {intl.formatMessage(m.successTrack)}
                </Link>
                <Link
                  href={buildPath(
                    'store-account',
                    { gid: store.groupId ?? '', sid: String(store.storeId) },
                    { tab: 'orders' },
                  )}
                >
                  {intl.formatMessage(m.successAccount)}
                </Link>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={() => onClose(rating, comments)}>{intl.formatMessage(m.successClose)}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
