import { reactLifecycles } from '@owa/shared/design-kit';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMenuStore } from './app/store';
import { connectItemDialogToBus } from './features/item-dialog/connect-item-dialog';
import { ItemDialogService } from './features/item-dialog/ItemDialogService';
import { loaders } from './i18n/loaders';
import { english } from './i18n/messages';
import { MenuApp } from './MenuApp';

/** The contract this remote was compiled against; the host refuses to mount it on an incompatible page. */
export const contractRange = __OWA_CONTRACT_RANGE__;
export const buildId = __OWA_BUILD_ID__;

const store = createMenuStore();
const withStore = (children: ReactNode) => createElement(Provider, { store, children });

/** The service app's own element among the page's overlays (it has no route outlet). */
function serviceElement(): HTMLElement {
  const id = 'owa-menu-service';
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  (document.getElementById('owa-overlays') ?? document.body).appendChild(element);
  return element;
}

const serviceRoot = reactLifecycles({
  area: 'mfe-menu:service',
  route: false,
  english,
  loaders,
  rootComponent: ItemDialogService,
  wrap: withStore,
});
let disconnectService: (() => void) | null = null;

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
    bootstrap: serviceRoot.bootstrap,
    mount: async (props: Parameters<typeof serviceRoot.mount>[0]) => {
      disconnectService ??= connectItemDialogToBus(store);
      await serviceRoot.mount({ ...props, domElement: serviceElement() });
    },
    unmount: async (props: Parameters<typeof serviceRoot.unmount>[0]) => {
      disconnectService?.();
      disconnectService = null;
      await serviceRoot.unmount({ ...props, domElement: serviceElement() });
    },
  },
};

/** Parcels this remote lends to other teams' pages (none yet). */
export const parcels = {};
