// Categories, search and the item list of the store page.
export { MenuBrowser } from './MenuBrowser';
