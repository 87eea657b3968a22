import { reactLifecycles } from '@owa/shared/design-kit';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { connectCartToBus, createCartStore } from './app/store';
import { checkoutApplication } from './features/checkout/main-application';
import { HeaderCartButton } from './features/header-cart-button/HeaderCartButton';
import { mountOrderSuccess } from './features/order-success/mount-order-success';
import { loaders } from './i18n/loaders';
import { english } from './i18n/messages';

export const contractRange = __OWA_CONTRACT_RANGE__;
export const buildId = __OWA_BUILD_ID__;

const store = createCartStore();
const withStore = (children: ReactNode) => createElement(Provider, { store, children });

/**
 * The cart lives as long as the page: the host keeps the `service` application always active,
 * so `cart:add-item` is handled even while no cart UI is on screen.
 */
const serviceLifecycles = {
  disconnect: null as (() => void) | null,
  unmountSuccess: null as (() => void) | null,
};

export const applications = {
  service: {
    bootstrap: async () => {},
    mount: async () => {
      serviceLifecycles.disconnect ??= connectCartToBus(store);
      serviceLifecycles.unmountSuccess ??= mountOrderSuccess(store);
    },
    unmount: async () => {
      serviceLifecycles.disconnect?.();
      serviceLifecycles.disconnect = null;
      serviceLifecycles.unmountSuccess?.();
      serviceLifecycles.unmountSuccess = null;
    },
  },
  main: checkoutApplication(withStore),
};

/** Parcels lent to other teams' pages through the host's slots. */
export const parcels = {
  headerCartButton: reactLifecycles({
    area: 'mfe-cart-checkout:header-cart-button',
    route: false,
    english,
    loaders,
    rootComponent: HeaderCartButton,
    wrap: withStore,
  }),
};
