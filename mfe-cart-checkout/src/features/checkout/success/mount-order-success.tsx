import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import type { CartStore } from '../../../app/store';
import { loaders } from '../../../i18n/loaders';
import { english } from '../../../i18n/messages';
import type { CheckoutState } from '../checkout-slice';

const OrderSuccess = lazy(() => import('./OrderSuccess'));

function Gate() {
  const open = useSelector((state: { checkout: CheckoutState }) => state.checkout.completed !== null);
  // The dialogs' code and the overlay kit load only once an order succeeded.
  return open ? (
    <Suspense fallback={null}>
      <OrderSuccess />
    </Suspense>
  ) : null;
}

/**
 * The success and bonus dialogs live in the always-active service app: they open over the
 * menu-selection page the checkout navigates to, after the checkout route has unmounted.
 */
export function mountOrderSuccess(store: CartStore): () => void {
  const element = document.createElement('div');
  element.id = 'owa-cart-order-success';
  (document.getElementById('owa-overlays') ?? document.body).appendChild(element);
  const root = createRoot(element);
  root.render(
    <MicroFrontendFrame area="mfe-cart-checkout:order-success" english={english} loaders={loaders}>
      <Provider store={store}>
        <Gate />
      </Provider>
    </MicroFrontendFrame>,
  );
  return () => {
    root.unmount();
    element.remove();
  };
}
