import { matchRoute, type RemoteEntry, storePageOf } from '@owa/shared';
import { overlayLayerElement, reactLifecycles } from '@owa/shared/design-kit';
import { createElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AccountApp } from './AccountApp';
import { connectAccountToBus } from './app/connect-bus';
import { accountStore } from './app/store';
import { CartPromotionsParcel } from './features/cart-promotions/CartPromotionsParcel';
import { HeaderAccountMenu } from './features/header-account-menu/HeaderAccountMenu';
import { headerMenuShown } from './features/header-account-menu/menu-shown';
import { ensureLoyaltyConnected, loyaltySettled } from './features/loyalty';
import { PromotionsCarousel } from './features/promotions-carousel/PromotionsCarousel';
import { loaders } from './i18n/loaders';
import { english } from './i18n/messages';
import { AccountService } from './service/AccountService';

export const contractRange = __OWA_CONTRACT_RANGE__;
export const buildId = __OWA_BUILD_ID__;

// The store page shows the promotions carousel with the page, which the shell holds back until it
// has settled: its rewards and coupons are asked for as this code arrives, not when the menu's
// sub-header mounts the carousel after the menu's own data (~0.3 s later on the bench's phone,
// issue 18). Elsewhere loyalty connects with the service, once the page is interactive.
if (storePageOf(matchRoute(window.location.pathname))) ensureLoyaltyConnected(accountStore);

const withStore = (children: ReactNode) => createElement(Provider, { store: accountStore, children });

/** The service app's own element among the page's overlays, created on first mount. */
const overlayElement = () => overlayLayerElement('owa-account-service');

const serviceRoot = reactLifecycles({
  area: 'mfe-account-loyalty:service',
  route: false,
  english,
  loaders,
  rootComponent: AccountService,
  wrap: withStore,
});

type ServiceProps = Parameters<typeof serviceRoot.mount>[0];

let disconnect: (() => void) | null = null;

/**
 * Always active (the host mounts it on every page after first paint): it keeps the customer in step
 * with the shell's session, answers the account commands and hosts the login dialog.
 */
const service = {
  bootstrap: (props: ServiceProps) => serviceRoot.bootstrap(props),
  mount: async (props: ServiceProps) => {
    disconnect ??= connectAccountToBus(accountStore);
    ensureLoyaltyConnected(accountStore);
    await serviceRoot.mount({ ...props, domElement: overlayElement() });
  },
  unmount: async (props: ServiceProps) => {
    await serviceRoot.unmount({ ...props, domElement: overlayElement() });
    disconnect?.();
    disconnect = null;
  },
};

/** The route app: the account area and the guest history. */
const main = reactLifecycles({
  area: 'mfe-account-loyalty',
  route: true,
  english,
  loaders,
  rootComponent: AccountApp,
  wrap: withStore,
});

export const applications = { main, service } satisfies RemoteEntry<'mfe-account-loyalty'>['applications'];

/** Parcels lent to other teams' pages, by the host's slot each one fills. */
export const parcels = {
  'account:header-account-menu': reactLifecycles({
    area: 'mfe-account-loyalty:header-account-menu',
    route: false,
    english,
    loaders,
    rootComponent: HeaderAccountMenu,
    wrap: withStore,
    settled: () => headerMenuShown,
  }),
  'account:promotions-carousel': reactLifecycles({
    area: 'mfe-account-loyalty:promotions-carousel',
    route: false,
    english,
    loaders,
    rootComponent: PromotionsCarousel,
    wrap: withStore,
    settled: () => loyaltySettled(accountStore),
  }),
  'account:cart-promotions': reactLifecycles({
    area: 'mfe-account-loyalty:cart-promotions',
    route: false,
    english,
    loaders,
    rootComponent: CartPromotionsParcel,
    wrap: withStore,
  }),
} satisfies RemoteEntry<'mfe-account-loyalty'>['parcels'];
