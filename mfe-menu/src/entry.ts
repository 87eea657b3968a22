import { reactLifecycles } from '@owa/shared/design-kit';
import { createElement } from 'react';
import { Provider } from 'react-redux';
import { createMenuStore } from './app/store';
import { loaders } from './i18n/loaders';
import { english } from './i18n/messages';
import { MenuApp } from './MenuApp';

/** The contract this remote was compiled against; the host refuses to mount it on an incompatible page. */
export const contractRange = __OWA_CONTRACT_RANGE__;
export const buildId = __OWA_BUILD_ID__;

const store = createMenuStore();

/** single-spa applications, one per route area, activated by the host from the route table. */
export const applications = {
  main: reactLifecycles({
    area: 'mfe-menu',
    route: true,
    english,
    loaders,
    rootComponent: MenuApp,
    wrap: (children) => createElement(Provider, { store, children }),
  }),
};

/** Parcels this remote lends to other teams' pages (none yet). */
export const parcels = {};
