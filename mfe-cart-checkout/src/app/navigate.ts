/**
 * Moves to another route of the site. single-spa patches the History API, so a pushState is a
 * route change the host and every application see (the same as single-spa's navigateToUrl, which
 * this remote does not bundle). No `shell:navigate` handler exists yet in the host.
 */
export function navigate(path: string): void {
  window.history.pushState(null, '', path);
}
