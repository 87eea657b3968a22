import { overlayLayerElement, reactLifecycles } from '@owa/shared/design-kit';
import { createElement, Fragment } from 'react';
import { Provider } from 'react-redux';
import type { MenuStore } from './app/store';
import { connectItemDialogToBus } from './features/item-dialog/connect-item-dialog';
import { ItemDialogService } from './features/item-dialog/ItemDialogService';
import { AfterAddSuggestions } from './features/suggestions';
import { loaders } from './i18n/loaders';
import { english } from './i18n/messages';

/** The service app's own element among the page's overlays (it has no route outlet). */
const serviceElement = () => overlayLayerElement('owa-menu-service');

/** The item dialog when asked for, and the "goes well with" panel after an add (issue 22). */
function MenuService() {
  return createElement(Fragment, null, createElement(ItemDialogService), createElement(AfterAddSuggestions));
}

/**
 * The menu's always-active service app: it serves `menu:configure-item` with the item dialog, which
 * shares the store page's store, and keeps the thumbs-up in step with the session.
 */
export function serviceApplication(store: MenuStore) {
  const root = reactLifecycles({
    area: 'mfe-menu:service',
    route: false,
    english,
    loaders,
    rootComponent: MenuService,
    wrap: (children) => createElement(Provider, { store, children }),
  });
  let disconnect: (() => void) | null = null;
  return {
    bootstrap: root.bootstrap,
    mount: async (props: Parameters<typeof root.mount>[0]) => {
      disconnect ??= connectItemDialogToBus(store);
      await root.mount({ ...props, domElement: serviceElement() });
    },
    unmount: async (props: Parameters<typeof root.unmount>[0]) => {
      disconnect?.();
      disconnect = null;
      await root.unmount({ ...props, domElement: serviceElement() });
    },
  };
}
