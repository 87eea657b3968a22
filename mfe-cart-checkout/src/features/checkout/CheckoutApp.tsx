import { bus, routeParam, useCurrentRoute } from '@owa/shared';
import { useEffect } from 'react';
import { OverlayScope } from '../../lib/OverlayScope';
import { CheckoutPage } from './CheckoutPage';
import { PaymentReturn } from './payment/PaymentReturn';
import { useCheckoutQuery } from './use-checkout-query';

/** The cart team's routes: checkout and the two payment return handlers (spec 2 §2). */
export function CheckoutApp() {
  const route = useCurrentRoute();
  const name = route?.name ?? null;
  useEffect(() => {
    if (name) bus.emit('shell:route-ready', { route: name });
  }, [name]);
  const sid = routeParam(route, 'sid');
  useCheckoutQuery(name === 'checkout' ? sid : null);
  if (!route || !sid) return null;
  return (
    <OverlayScope>
      {route.name === 'checkout' && <CheckoutPage storeId={sid} />}
      {route.name === 'stripe-handler' && <PaymentReturn kind="3ds" storeId={sid} />}
      {route.name === 'wechat-handler' && <PaymentReturn kind="wechat" storeId={sid} />}
    </OverlayScope>
  );
}
