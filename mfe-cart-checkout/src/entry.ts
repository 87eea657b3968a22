import { bus, type RemoteEntry, whenPageInteractive } from '@owa/shared';
import { overlayLayerElement, reactLifecycles } from '@owa/shared/design-kit';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { routeMenuCode } from './app/browsed-menu';
import { connectCartService } from './app/cart-service';
import { MainRoute } from './app/MainRoute';
import { mountDineIn, mountOrderSuccess } from './app/overlay-roots';
import { createCartStore } from './app/store';
import { CartOverlays, HeaderCartButton, preloadCartDialog, selectOverlayOpened } from './features/cart';
import { OrderTypeSelector } from './features/order-context';
import { loaders } from './i18n/loaders';
import { english } from './i18n/messages';

export const contractRange = __OWA_CONTRACT_RANGE__;
export const buildId = __OWA_BUILD_ID__;

/** The remote's one store: the service, the parcels and the checkout route share it. */
const store = createCartStore();
const withStore = (children: ReactNode) => createElement(Provider, { store, children });

/** The cart's global dialogs live in their own element of the host's overlay layer. */
const overlaysElement = () => overlayLayerElement('owa-cart-overlays');

const overlays = reactLifecycles({
  area: 'mfe-cart-checkout:overlays',
  route: false,
  english,
  loaders,
  rootComponent: CartOverlays,
  wrap: withStore,
});

type ServiceProps = Parameters<typeof overlays.mount>[0];

/**
 * The cart lives as long as the page: the host keeps the `service` application always active, so
 * the cart commands are handled and its dialogs can open while no cart UI is on screen.
 */
const service = {
  disconnect: null as (() => void) | null,
  unmountSuccess: null as (() => void) | null,
  unmountDineIn: null as (() => void) | null,
  cancelRoots: null as (() => void) | null,
};

/**
 * The cart's dialogs (the cart, success and bonus, dine-in) render from roots of their own: they
 * mount once the page is interactive, off its load, or at once when a diner opens one before then
 * (the cart button as the page shows).
 */
function mountDialogRoots(props: ServiceProps): () => void {
  let mounted = false;
  const mountRoots = () => {
    if (mounted) return;
    mounted = true;
    unsubscribe();
    service.unmountSuccess ??= mountOrderSuccess(store);
    service.unmountDineIn ??= mountDineIn(store);
    void overlays.mount({ ...props, domElement: overlaysElement() });
  };
  const openedNow = () => {
    if (selectOverlayOpened(store.getState())) mountRoots();
  };
  const unsubscribe = store.subscribe(openedNow);
  const cancel = whenPageInteractive(mountRoots);
  openedNow();
  return () => {
    cancel();
    unsubscribe();
  };
}

export const applications = {
  service: {
    bootstrap: async (props: ServiceProps) => overlays.bootstrap({ ...props, domElement: overlaysElement() }),
    mount: async (props: ServiceProps) => {
      service.disconnect ??= connectCartService(store, bus, {
        onItemAdded: preloadCartDialog,
        routeMenuCode: () => routeMenuCode(),
      });
      service.cancelRoots ??= mountDialogRoots(props);
    },
    unmount: async (props: ServiceProps) => {
      service.cancelRoots?.();
      service.cancelRoots = null;
      await overlays.unmount({ ...props, domElement: overlaysElement() }).catch(() => undefined);
      service.disconnect?.();
      service.disconnect = null;
      service.unmountSuccess?.();
      service.unmountSuccess = null;
      service.unmountDineIn?.();
      service.unmountDineIn = null;
    },
  },
  /** The checkout route, the payment return handlers (spec 2 §2) and the order status page (issue 23). */
  main: reactLifecycles({
    area: 'mfe-cart-checkout',
    route: true,
    english,
    loaders,
    rootComponent: MainRoute,
    wrap: withStore,
  }),
} satisfies RemoteEntry<'mfe-cart-checkout'>['applications'];

/** Parcels lent to other teams' pages, by the host's slot each one fills. */
export const parcels = {
  'cart:header-cart-button': reactLifecycles({
    area: 'mfe-cart-checkout:header-cart-button',
    route: false,
    english,
    loaders,
    rootComponent: HeaderCartButton,
    wrap: withStore,
  }),
  'cart:order-type-selector': reactLifecycles({
    area: 'mfe-cart-checkout:order-type-selector',
    route: false,
    english,
    loaders,
    rootComponent: OrderTypeSelector,
    wrap: withStore,
  }),
} satisfies RemoteEntry<'mfe-cart-checkout'>['parcels'];
