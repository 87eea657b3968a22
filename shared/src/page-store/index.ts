export { pageGroup, pageStore, STORE_NOT_FOUND, whenPageInteractive, whenPageShown } from './page-store';
