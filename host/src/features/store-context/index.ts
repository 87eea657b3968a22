// The store and group of the page, as the shell knows them, for the header and its parts.
export { apiAssetUrl, currentSite, setSite } from './site';
export { storeContext$ } from './store-context-state';
export { useLocation, useStoreContext } from './use-store-context';
