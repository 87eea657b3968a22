// The store page's public face: its data, for the features that read it (thumbs-up, item dialog).
export { type StorePageState, selectStorePage, type WithStorePage } from './store-page-slice';
