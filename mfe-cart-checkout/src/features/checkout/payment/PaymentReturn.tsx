import { buildPath, matchRoute, routeParam, useChannel } from '@owa/shared';
import { Button, Container, Spinner, Stack, Text } from '@owa/shared/design-kit';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PaymentFailure } from '../../../domain/payment-flow';
import { selectStoreContext } from '../../order-context';
import { fetchStore } from '../checkout-api';
import { checkoutMessages as m } from '../messages';
import { useCheckoutDispatch, useCheckoutSelector } from '../state';
import { ErrorDialog } from './ErrorDialog';
import { finishOrder } from './finish-order';
import { sitePaymentApi } from './payment-api';
import { settleAfterAction } from './place-order';
import { THREE_DS_DONE } from './ThreeDsFrame';

/**
 * The return pages (spec 2 §2): inside the checkout's 3-D Secure frame, tell the checkout and stop;
 * opened on their own (WeChat, or 3-D Secure in a full page), look the payment up and finish.
 */
export function PaymentReturn({ kind, storeId }: { kind: '3ds' | 'wechat'; storeId: string }) {
  const dispatch = useCheckoutDispatch();
  const session = useChannel('shell:session');
  const orderType = useCheckoutSelector((state) => selectStoreContext(state, storeId).orderType);
  const orderId = new URLSearchParams(window.location.search).get('orderId');
  const framed = kind === '3ds' && window.parent !== window;
  const [failure, setFailure] = useState<PaymentFailure | null>(null);
  // Dismissing the error keeps the failure: the page then offers the way back to pay again.
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!orderId) return;
    if (framed) {
      window.parent.postMessage({ type: THREE_DS_DONE, orderId }, window.location.origin);
      return;
    }
    if (!session?.token) return;
    let live = true;
    Promise.all([settleAfterAction(sitePaymentApi, orderId, null), fetchStore(storeId)])
      .then(([outcome, store]) => {
        if (!live) return;
        if (outcome.kind === 'paid')
          finishOrder(dispatch, { order: outcome.order, store, orderType, guest: false });
        else if (outcome.kind === 'failed') setFailure(outcome.failure);
      })
      .catch(() => live && setFailure({ kind: 'no-response', code: 'CLIENT_ERR_TIMEOUT', message: '' }));
    return () => {
      live = false;
    };
  }, [orderId, framed, session?.token, storeId, dispatch, orderType]);

  const gid = routeParam(matchRoute(window.location.pathname), 'gid') ?? '';
  return (
    <Container py="10" maxW="md">
      <Stack gap="4" align="center" role="status">
        {!failure && <Spinner />}
        <Text>
          <FormattedMessage {...(failure ? m.paymentNotCompleted : m.paymentChecking)} />
        </Text>
        {failure && !framed && gid && (
          <Button asChild>
            <a href={buildPath('checkout', { gid, sid: storeId })}>
              <FormattedMessage {...m.paymentBackToCheckout} />
            </a>
          </Button>
        )}
      </Stack>
      <ErrorDialog
        failure={dismissed ? null : failure}
        onClose={() => setDismissed(true)}
        paidBy={kind === 'wechat' ? 'wechat' : 'card'}
      />
    </Container>
  );
}
