export { pageGroup, pageStore, STORE_NOT_FOUND } from './page-store';
