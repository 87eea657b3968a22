// Moving between the site's pages through the shell.
export { canGoBackInSite, goTo } from './navigation';
