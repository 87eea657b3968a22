import { bus } from '@owa/shared';
import { useEffect } from 'react';
import { PaymentReturn } from '../payment/PaymentReturn';
import { CheckoutPage } from './CheckoutPage';
import { useCheckoutQuery } from './use-checkout-query';
import { useCurrentRoute } from './use-current-route';

/** The cart team's routes: checkout and the two payment return handlers (spec 2 §2). */
export function CheckoutApp() {
  const route = useCurrentRoute();
  const name = route?.name ?? null;
  useEffect(() => {
    if (name) bus.emit('shell:route-ready', { route: name });
  }, [name]);
  const sid = route && 'sid' in route.params ? (route.params as { sid: string }).sid : null;
  useCheckoutQuery(name === 'checkout' ? sid : null);
  if (!route || !sid) return null;
  if (route.name === 'checkout') return <CheckoutPage storeId={sid} />;
  if (route.name === 'stripe-handler') return <PaymentReturn kind="3ds" storeId={sid} />;
  if (route.name === 'wechat-handler') return <PaymentReturn kind="wechat" storeId={sid} />;
  return null;
}
