import { reactLifecycles } from '@owa/shared/design-kit';
import { HeaderAccountMenu } from './features/header-account-menu/HeaderAccountMenu';
import { loaders } from './i18n/loaders';
import { english } from './i18n/messages';

export const contractRange = __OWA_CONTRACT_RANGE__;
export const buildId = __OWA_BUILD_ID__;

export const applications = {};

/** Parcels lent to other teams' pages through the host's slots. */
export const parcels = {
  headerAccountMenu: reactLifecycles({
    area: 'mfe-account-loyalty:header-account-menu',
    route: false,
    english,
    loaders,
    rootComponent: HeaderAccountMenu,
  }),
};
