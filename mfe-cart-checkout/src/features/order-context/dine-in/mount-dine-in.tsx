import { MicroFrontendFrame } from '@owa/shared/design-kit';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useSelector } from 'react-redux';
import type { CartStore } from '../../../app/store';
import { loaders } from '../../../i18n/loaders';
import { english } from '../../../i18n/messages';
import type { DineInState } from './dine-in-slice';
import { useLocationCheck } from './location-check/use-location-check';
import { keepRounds } from './rounds-storage';
import { useTableExpiry } from './table/use-table-expiry';
import { useTableMenus } from './table/use-table-menus';

const DineInDialogs = lazy(() => import('./DineInDialogs'));

/** Table rules that run while the page is open, whatever route shows. */
function DineInWatch() {
  useTableMenus();
  useTableExpiry();
  useLocationCheck();
  const open = useSelector((state: { dineIn: DineInState }) => state.dineIn.dialog !== null);
  return open ? (
    <Suspense fallback={null}>
      <DineInDialogs />
    </Suspense>
  ) : null;
}

/** Dine-in lives in the always-active service app: its dialogs open over any page of the store. */
export function mountDineIn(store: CartStore): () => void {
  const element = document.createElement('div');
  element.id = 'owa-cart-dine-in';
  (document.getElementById('owa-overlays') ?? document.body).appendChild(element);
  const stopKeeping = keepRounds(store, window.sessionStorage);
  const root = createRoot(element);
  root.render(
    <MicroFrontendFrame area="mfe-cart-checkout:dine-in" english={english} loaders={loaders}>
      <Provider store={store}>
        <DineInWatch />
      </Provider>
    </MicroFrontendFrame>,
  );
  return () => {
    stopKeeping();
    root.unmount();
    element.remove();
  };
}
