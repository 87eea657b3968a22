import type { OrderStatusAnswer } from '@owa/shared/api';
import { Alert, Button, Text } from '@owa/shared/design-kit';
import { isFinalStatus, isReadyForDiner } from '@owa/shared/domain';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { becameReady } from '../../domain/order-tracking';
import { orderStatusMessages as m } from './messages';
import { askToNotify, flagTitle, notifyPermission, showReadyNotification } from './ready-notice';

/** The opt-in button, and once the order turns ready: the notification, the tab title and a banner. */
export function ReadyNotice({ status, orderLabel }: { status: OrderStatusAnswer; orderLabel: string }) {
  const intl = useIntl();
  const [permission, setPermission] = useState(notifyPermission);
  const [optedIn, setOptedIn] = useState(false);
  const [ready, setReady] = useState(false);
  const before = useRef<OrderStatusAnswer['status'] | null>(null);
  const cue = intl.formatMessage(m.statusReadyCue, { type: status.orderType });

  useEffect(() => {
    const turned = becameReady(before.current, status.status);
    before.current = status.status;
    if (!turned) return;
    setReady(true);
    if (optedIn)
      void showReadyNotification(cue, orderLabel, `owa-order-${status.orderId}`).catch(() => undefined);
  }, [status.status, status.orderId, optedIn, cue, orderLabel]);
  useEffect(() => (ready ? flagTitle(cue) : undefined), [ready, cue]);

  const watching = !isFinalStatus(status.status) && !isReadyForDiner(status.status);
  const optIn = async () => {
    const answer = await askToNotify();
    setPermission(answer);
    setOptedIn(answer === 'granted');
  };
  return (
    <>
      {ready && (
        <Alert.Root status="success" role="alert" data-testid="order-ready-cue">
          <Alert.Indicator />
          <Alert.Title>{cue}</Alert.Title>
        </Alert.Root>
      )}
      {watching && permission !== 'unsupported' && !optedIn && permission !== 'denied' && (
        <Button variant="outline" alignSelf="flex-start" onClick={() => void optIn()}>
          {intl.formatMessage(m.statusNotify)}
        </Button>
      )}
      {watching && optedIn && <Text role="status">{intl.formatMessage(m.statusNotifyOn)}</Text>}
      {watching && permission === 'denied' && (
        <Text color="fg.muted">{intl.formatMessage(m.statusNotifyBlocked)}</Text>
      )}
    </>
  );
}
