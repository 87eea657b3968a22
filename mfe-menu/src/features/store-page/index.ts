// The store page's public face: its data, for the features that read it (thumbs-up, item dialog),
// and its events.
export {
  type StorePageState,
  selectStorePage,
  storePageLoaded,
  storePageRequested,
  type WithStorePage,
} from './store-page-slice';
