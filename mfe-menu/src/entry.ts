import type { RemoteEntry } from '@owa/shared';
import { reactLifecycles } from '@owa/shared/design-kit';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMenuStore } from './app/store';
import { requestStorePageEarly } from './features/store-page/early-request';
import { SuggestionsParcel } from './features/suggestions';
import { loaders } from './i18n/loaders';
import { english } from './i18n/messages';
import { MenuApp } from './MenuApp';

/** The contract this remote was compiled against; the host refuses to mount it on an incompatible page. */
export const contractRange = __OWA_CONTRACT_RANGE__;
export const buildId = __OWA_BUILD_ID__;

const store = createMenuStore();
requestStorePageEarly(store.dispatch, window.location.pathname);
const withStore = (children: ReactNode) => createElement(Provider, { store, children });

type ServiceApplication = ReturnType<typeof import('./service').serviceApplication>;
type ServiceProps<K extends keyof ServiceApplication> = Parameters<ServiceApplication[K]>[0];
let service: Promise<ServiceApplication> | null = null;
// The host mounts services after the first paint: the service's code (the item dialog's bus
// handler, thumbs-up upkeep) loads then, not with the store page.
const loadService = () => {
  service ??= import('./service').then(({ serviceApplication }) => serviceApplication(store));
  return service;
};

/** single-spa applications, one per route area, activated by the host from the route table. */
export const applications = {
  main: reactLifecycles({
    area: 'mfe-menu',
    route: true,
    english,
    loaders,
    rootComponent: MenuApp,
    wrap: withStore,
  }),
  /**
   * Always active (the host mounts it on every page after the first paint): it serves
   * `menu:configure-item` with the item dialog, which shares this store with the store page.
   */
  service: {
    bootstrap: async (props: ServiceProps<'bootstrap'>) => (await loadService()).bootstrap(props),
    mount: async (props: ServiceProps<'mount'>) => (await loadService()).mount(props),
    unmount: async (props: ServiceProps<'unmount'>) => (await loadService()).unmount(props),
  },
} satisfies RemoteEntry<'mfe-menu'>['applications'];

/** Parcels this remote lends to other teams' pages, by slot. */
export const parcels = {
  // In the cart dialog: reads the store page's data from this store, so it asks the API nothing.
  'menu:goes-well-with': reactLifecycles({
    area: 'mfe-menu:goes-well-with',
    route: false,
    english,
    loaders,
    rootComponent: SuggestionsParcel,
    wrap: withStore,
  }),
} satisfies RemoteEntry<'mfe-menu'>['parcels'];
