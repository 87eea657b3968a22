import { createSlicedRoot, MicroFrontendFrame } from '@owa/shared/design-kit';
import { lazy, type ReactNode, Suspense } from 'react';

import { Provider, useSelector } from 'react-redux';
import {
  type CheckoutRoot,
  loadOrderSuccess,
  selectCompletedOrder,
  useGuestCheckoutRefusals,
} from '../features/checkout';
import { type DineInState, keepRounds, useLocationCheck, useTableExpiry } from '../features/order-context';
import { loaders } from '../i18n/loaders';
import { english } from '../i18n/messages';
import type { CartStore } from './store';

const DineInDialogs = lazy(() => import('./DineInDialogs'));
const OrderSuccess = lazy(loadOrderSuccess);

/** A root of the service's own in the host's overlay layer, with the store and the cart's messages. */
function mountOverlayRoot(id: string, area: string, store: CartStore, children: ReactNode): () => void {
  const element = document.createElement('div');
  element.id = id;
  (document.getElementById('owa-overlays') ?? document.body).appendChild(element);
  const root = createSlicedRoot(element);
  root.render(
    <MicroFrontendFrame area={area} english={english} loaders={loaders}>
      <Provider store={store}>{children}</Provider>
    </MicroFrontendFrame>,
  );
  return () => {
    root.unmount();
    element.remove();
  };
}

/**
 * Table rules that run while the page is open, whatever route shows, the guest checkout's refusals,
 * and the open dine-in dialog.
 */
function DineInWatch() {
  useTableExpiry();
  useLocationCheck();
  useGuestCheckoutRefusals();
  const open = useSelector((state: { dineIn: DineInState }) => state.dineIn.dialog !== null);
  return open ? (
    <Suspense fallback={null}>
      <DineInDialogs />
    </Suspense>
  ) : null;
}

/** Dine-in lives in the always-active service app: its dialogs open over any page of the store. */
export function mountDineIn(store: CartStore): () => void {
  const stopKeeping = keepRounds(store, window.sessionStorage);
  const unmount = mountOverlayRoot('owa-cart-dine-in', 'mfe-cart-checkout:dine-in', store, <DineInWatch />);
  return () => {
    stopKeeping();
    unmount();
  };
}

function SuccessGate() {
  const open = useSelector((state: CheckoutRoot) => selectCompletedOrder(state) !== null);
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
  return mountOverlayRoot(
    'owa-cart-order-success',
    'mfe-cart-checkout:order-success',
    store,
    <SuccessGate />,
  );
}
