export { pageGroup, pageStore, STORE_NOT_FOUND, whenPageInteractive } from './page-store';
